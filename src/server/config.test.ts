import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, prettyLogs } from './config.ts';

describe('configuration (README: Configuration)', () => {
  it('defaults to port 3000, ./data and the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.production).toBe(false);
  });

  it('GEM_BIDS_FILE schedules the GeM bids import, checked every GEM_BIDS_CHECK_MINUTES (decision 057)', () => {
    expect(loadConfig({}).gemBids).toBeNull();
    expect(loadConfig({ GEM_BIDS_FILE: '/srv/gem/bids.csv' }).gemBids).toEqual({
      file: '/srv/gem/bids.csv',
      checkMs: 600_000,
    });
    expect(loadConfig({ GEM_BIDS_FILE: 'gem.csv', GEM_BIDS_CHECK_MINUTES: '60' }).gemBids).toEqual({
      file: path.resolve('gem.csv'),
      checkMs: 3_600_000,
    });
    expect(() => loadConfig({ GEM_BIDS_FILE: 'gem.csv', GEM_BIDS_CHECK_MINUTES: '0' })).toThrow(ConfigError);
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/spp',
      DATABASE_URL: 'postgres://u@db/spp',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/spp',
      databaseUrl: 'postgres://u@db/spp',
    });
  });

  it('names every invalid variable instead of starting with a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect(String((e as Error).message)).toMatch(/PORT/);
      expect(String((e as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses the captcha test switch and demo mode in production (issue: identity, items 7 and 11)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'PASS1' })).toThrow(
      /CAPTCHA_TEST_ANSWER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: 'true' })).toThrow(/DEMO/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'PASS1', DEMO: 'true' })).toMatchObject({
      captchaTestAnswer: 'PASS1',
      demo: true,
    });
  });

  it('uses the __Host- session cookie in production and the spec timeouts by default', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://spp.assam.gov.in' }).session.cookieName,
    ).toBe('__Host-spp_session');
    expect(loadConfig({}).session).toMatchObject({
      idleMs: 900_000,
      warningMs: 60_000,
      cookieName: 'spp_session',
    });
  });

  it('trusts a number of proxies or their addresses, never every address; production names its origin (issue #23 item 3)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8 loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    // "Trust everything" makes the left-most X-Forwarded-For the client: the client writes it.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY must be/);
    // Permalinks, sitemap and page state take the origin from configuration, never from Host.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('points each source at its portal, merging TENDER_SOURCE_URLS over the defaults (issue #14 item 1)', () => {
    expect(loadConfig({}).tenderSourceUrls.eprocure).toMatch(/^https:\/\/assamtenders\.gov\.in\//);
    const urls = loadConfig({
      TENDER_SOURCE_URLS: 'eprocure=https://tenders.example/t/{tenderId} gem=',
    }).tenderSourceUrls;
    expect(urls.eprocure).toBe('https://tenders.example/t/{tenderId}');
    expect(urls.gem).toBeUndefined();
    expect(urls.pmgsy).toMatch(/^https:\/\/pmgsytenders/);
    expect(() => loadConfig({ TENDER_SOURCE_URLS: 'nowhere=https://x.example' })).toThrow(
      /TENDER_SOURCE_URLS/,
    );
    expect(() => loadConfig({ TENDER_SOURCE_URLS: 'gem=http://x.example' })).toThrow(/https/);
  });

  it('makes no certification claim unless an operator sets FOOTER_CERTIFICATION (issue #14 item 8)', () => {
    expect(loadConfig({}).footerCertification).toBeNull();
    expect(loadConfig({ FOOTER_CERTIFICATION: 'STQC certificate 12/2027' }).footerCertification).toBe(
      'STQC certificate 12/2027',
    );
  });

  it('logs readable lines on a terminal and JSON otherwise, unless LOG_FORMAT says (issue #14 item 10)', () => {
    expect(prettyLogs(loadConfig({}), true)).toBe(true);
    expect(prettyLogs(loadConfig({}), false)).toBe(false);
    expect(prettyLogs(loadConfig({ LOG_FORMAT: 'json' }), true)).toBe(false);
    expect(prettyLogs(loadConfig({ LOG_FORMAT: 'pretty' }), false)).toBe(true);
  });
});
