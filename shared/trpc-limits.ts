/** The most calls one tRPC request may carry: the server refuses more, the client's batch link never sends more. */
export const MAX_BATCH_CALLS = 10;
