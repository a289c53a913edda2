import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string[]>;
}

/**
 * Sends one request exactly as written (a browser or a hand-made client may
 * send what Node's http client would refuse or rewrite) and reads the status
 * line and headers.
 */
export function rawRequest(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = data.split('\r\n\r\n', 1)[0] ?? '';
      const [statusLine = '', ...rest] = head.split('\r\n');
      const parsed: Record<string, string[]> = {};
      for (const line of rest) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (parsed[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed });
    });
  });
}
