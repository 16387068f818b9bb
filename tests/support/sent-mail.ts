import { readFileSync } from 'node:fs';
import { Log, LogLevel } from 'miniflare';

/**
 * What Miniflare's own send_email binding sent: it writes each message to a file and logs
 * "Email: <path>", in the binding's real shape (`send(EmailMessage)`), so the Worker's code
 * is the production code. This log keeps those paths; `next()` waits for the next message.
 */
export class SentMail extends Log {
  private readonly paths: string[] = [];
  private waiters: Array<() => void> = [];
  private read = 0;

  constructor() {
    super(LogLevel.WARN);
  }

  override logWithLevel(level: LogLevel, message: string) {
    const path = /Email: (\S+\.eml)/.exec(message)?.[1];
    if (path) {
      this.paths.push(path);
      for (const wake of this.waiters.splice(0)) wake();
      return;
    }
    super.logWithLevel(level, message);
  }

  /** The next message sent, as { to, subject headers, decoded body }; fails after `timeout` ms. */
  async next(timeout = 10_000): Promise<{ raw: string; to: string; body: string }> {
    const deadline = Date.now() + timeout;
    while (this.paths.length <= this.read) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No e-mail was sent');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const raw = readFileSync(this.paths[this.read++]!, 'utf8');
    const [head, encoded = ''] = raw.split(/\r?\n\r?\n/, 2) as [string, string?];
    const to = /^To: (.+)$/m.exec(head)?.[1]?.trim() ?? '';
    const body = /Content-Transfer-Encoding: base64/i.test(head) ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8') : encoded;
    return { raw, to, body };
  }

  /** How many messages were sent so far. */
  get count() {
    return this.paths.length;
  }
}

/** A sent message's headers and its text and HTML parts, decoded (multipart/alternative or a single part). */
export function readMessage(raw: string): { header: (name: string) => string | null; text: string; html: string | null } {
  const split = (block: string) => {
    const at = block.search(/\r?\n\r?\n/);
    return at === -1 ? [block, ''] : [block.slice(0, at), block.slice(at).replace(/^\r?\n\r?\n/, '')];
  };
  const headerOf = (head: string) => (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
  const decode = (head: string, body: string) =>
    /Content-Transfer-Encoding: base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  const [head, body] = split(raw) as [string, string];
  const header = headerOf(head);
  const boundary = /boundary="([^"]+)"/.exec(head)?.[1];
  if (!boundary) return { header, text: decode(head, body), html: null };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => split(part.replace(/^\r?\n/, '')) as [string, string]);
  const partOf = (type: string) => parts.find(([h]) => h.toLowerCase().includes(`content-type: ${type}`));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return { header, text: text ? decode(...text) : '', html: html ? decode(...html) : null };
}
