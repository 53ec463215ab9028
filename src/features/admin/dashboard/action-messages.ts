/** The server's message repeats the toast's title ("Cache Cleared: ..."); the toast shows the rest. */
export function messageAfterTitle(message: string, title: string): string {
  return message.startsWith(`${title}:`) ? message.slice(title.length + 1).trim() : message;
}
