/** A WebSocket that records what was opened and sent, and lets a test speak for the server. */
export class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByClient = false;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
  }
  /** The line is up; the server has heard nothing yet. */
  connect() {
    this.onopen?.();
  }
  /** The line is up and the server took the token the client sent first (API.md /api/ws). */
  open() {
    this.connect();
    const first = JSON.parse(this.sent[0] ?? 'null') as { type?: string; token?: string } | null;
    if (first?.type === 'auth' && first.token) this.say(JSON.stringify({ type: 'ready' }));
  }
  say(data: string) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}
