import { describe, expect, it } from 'vitest';
import { addressToOpen, listenText } from '#server/open-address.ts';
import { loginOrigin } from '#server/routes/login-origin.ts';

describe('addressToOpen', () => {
  const local = { publicOrigin: 'http://localhost:3000', publicOriginFixed: false };
  it('is localhost on the bound port when listening on every address', () => {
    expect(addressToOpen({ ...local, host: '0.0.0.0' }, 3000)).toBe('http://localhost:3000');
    expect(addressToOpen({ ...local, host: '::' }, 4000)).toBe('http://localhost:4000');
  });
  it('is the listening address when it is a specific one', () => {
    expect(addressToOpen({ ...local, host: '127.0.0.1' }, 3000)).toBe('http://127.0.0.1:3000');
    expect(addressToOpen({ ...local, host: '::1' }, 3000)).toBe('http://[::1]:3000');
  });
  it('is PUBLIC_ORIGIN when it is set', () => {
    expect(addressToOpen({ publicOrigin: 'https://bim.example', publicOriginFixed: true, host: '0.0.0.0' }, 3000)).toBe('https://bim.example');
  });
  it('makes the first listening line say it, the others where else', () => {
    const text = listenText({ ...local, host: '0.0.0.0' });
    expect(text('http://127.0.0.1:3123')).toBe('portal ready: open http://localhost:3123 (listening at http://127.0.0.1:3123)');
    expect(text('http://192.0.2.2:3123')).toBe('also listening at http://192.0.2.2:3123');
  });
});

describe('loginOrigin', () => {
  const options = { publicOrigin: 'http://localhost:3000', fixed: false };
  it('follows the host the browser used when PUBLIC_ORIGIN is not set', () => {
    expect(loginOrigin({ host: '127.0.0.1:3000', protocol: 'http' }, options)).toBe('http://127.0.0.1:3000');
    expect(loginOrigin({ host: 'LOCALHOST:3000', protocol: 'http' }, options)).toBe('http://localhost:3000');
    expect(loginOrigin({ host: '[::1]:3000', protocol: 'http' }, options)).toBe('http://[::1]:3000');
    expect(loginOrigin({ host: 'portal.lan', protocol: 'https' }, options)).toBe('https://portal.lan');
  });
  it('never lets a Host header carry a path, credentials or another host', () => {
    for (const host of ['a.example/evil', 'user@a.example', 'a.example\\b', 'a.example:3000:1', '', 'a..example', '-a.example']) {
      expect(loginOrigin({ host, protocol: 'http' }, options)).toBe('http://localhost:3000');
    }
  });
  it('is always PUBLIC_ORIGIN on a real deployment', () => {
    expect(loginOrigin({ host: '127.0.0.1:3000', protocol: 'http' }, { publicOrigin: 'https://bim.example/', fixed: true })).toBe('https://bim.example');
  });
});
