-- For npm run bench:api: wrk prints its summary as one JSON line the script reads (latencies in microseconds).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p99Us":%d,"socketErrors":%d,"timeouts":%d,"non2xx":%d}\n',
    summary.requests, summary.duration, latency:percentile(99), e.connect + e.read + e.write, e.timeout, e.status))
end
