/**
 * The text of server-sent events (HTML Living Standard, "Server-sent events", the event stream format): one
 * message is `field: value` lines ended by a blank line; a line that starts with a colon is a comment the browser
 * ignores (a heartbeat that keeps proxies from closing an idle connection). Kept pure so the wire format is tested
 * apart from the stream that sends it (liveStream.ts).
 */

export interface SseMessage {
  /** The event's name (`addEventListener(name)`); absent: a plain "message". */
  event?: string;
  /** The last event id the browser sends back as `Last-Event-ID` when it reconnects. */
  id?: string;
  /** The payload; several lines become several `data:` lines, which the browser joins with "\n". */
  data?: string;
  /** How long the browser waits before reconnecting, in ms. */
  retry?: number;
}

/** A field value may not hold a line break (it would end the field) nor, for an id, a NUL (the browser drops it). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\0]/g, "");
}

/** One message, blank line included. A message with no field at all is an empty string (nothing to send). */
export function sseMessage(message: SseMessage): string {
  const lines: string[] = [];
  if (message.retry !== undefined && Number.isInteger(message.retry) && message.retry >= 0) lines.push(`retry: ${message.retry}`);
  if (message.id !== undefined) lines.push(`id: ${oneLine(message.id)}`);
  if (message.event !== undefined) lines.push(`event: ${oneLine(message.event)}`);
  if (message.data !== undefined) lines.push(...message.data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`));
  return lines.length === 0 ? "" : `${lines.join("\n")}\n\n`;
}

/** A comment: ignored by the browser, it keeps the connection busy. */
export function sseComment(text: string): string {
  return `${text
    .split(/\r\n|\r|\n/)
    .map((line) => `: ${line}`)
    .join("\n")}\n\n`;
}
