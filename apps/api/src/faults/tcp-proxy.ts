// A TCP proxy between the API and PostgreSQL that a test can cut: "refuse" drops every open
// connection and refuses new ones (a restarting or unreachable server), "stall" drops open
// connections and accepts new ones without ever answering (packets lost on the way).
import net from 'node:net';

export type Outage = 'refuse' | 'stall';

export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server;
  private outage: Outage | null = null;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {
    this.server = this.createServer();
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as net.AddressInfo).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    const proxy = new TcpProxy(port, target);
    await proxy.listen();
    return proxy;
  }

  private createServer(): net.Server {
    return net.createServer((client) => {
      this.track(client);
      if (this.outage === 'stall') return; // accepted, never forwarded
      const upstream = net.connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end);
      upstream.on('close', end);
    });
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  /** Starts an outage of the given kind. */
  async cut(outage: Outage): Promise<void> {
    this.outage = outage;
    this.dropAll();
    if (outage === 'refuse') await new Promise((resolve) => this.server.close(resolve));
  }

  /** Ends the outage: connections go through again. */
  async restore(): Promise<void> {
    const wasRefusing = this.outage === 'refuse';
    this.outage = null;
    this.dropAll(); // stalled connections never worked; their clients will reconnect
    if (wasRefusing) {
      this.server = this.createServer();
      await this.listen();
    }
  }

  async close(): Promise<void> {
    this.dropAll();
    if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
  }
}
