import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, MAX_UPLOAD_MB: 10, RATE_LIMIT_ENABLED: true, ADMIN_EMAILS: [] });
    // ./data and the built web app at the repository root, wherever the server is started from.
    expect(config.DATA_DIR).toBe(resolve(import.meta.dirname, '../../../data'));
    expect(config.WEB_DIST_DIR).toBe(resolve(import.meta.dirname, '../../web/dist'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({ ZIP_MAX_ENTRIES: 1000, ZIP_MAX_TOTAL_MB: 200, ZIP_MAX_RATIO: 100, ZIP_MAX_DEPTH: 2, DOCUMENT_READ_TIMEOUT_MINUTES: 15 });
    expect(config.OCR_WORKERS).toBeGreaterThanOrEqual(1);
    expect(config.OCR_WORKERS).toBeLessThanOrEqual(4);
  });

  it('defaults PUBLIC_URL to this machine on PORT, so a browser on http://localhost:$PORT is trusted', () => {
    expect(parseConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(parseConfig({ PORT: '4000', PUBLIC_URL: 'https://app.plotwise.co.uk' }).PUBLIC_URL).toBe('https://app.plotwise.co.uk');
  });

  it('names every bad setting', () => {
    expect(() => parseConfig({ PORT: 'eighty', MAX_UPLOAD_MB: '0', RATE_LIMIT_ENABLED: 'yes' })).toThrow(
      /PORT: .*\n.*MAX_UPLOAD_MB: .*\n.*RATE_LIMIT_ENABLED: /,
    );
  });

  it('requires AUTH_SECRET with DATABASE_URL', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://localhost/plotwise' })).toThrow(/AUTH_SECRET: required/);
  });

  it('splits and lower-cases ADMIN_EMAILS', () => {
    expect(parseConfig({ ADMIN_EMAILS: ' Ops@Plotwise.co.uk, ,cto@plotwise.co.uk' }).ADMIN_EMAILS).toEqual([
      'ops@plotwise.co.uk',
      'cto@plotwise.co.uk',
    ]);
  });

  it('keeps every live market provider off by default and needs the EPC key to switch that one on', () => {
    expect(parseConfig({})).toMatchObject({
      MARKET_PRICE_PAID_ENABLED: false,
      MARKET_UKHPI_ENABLED: false,
      MARKET_POSTCODES_ENABLED: false,
      MARKET_EPC_ENABLED: false,
    });
    expect(() => parseConfig({ MARKET_EPC_ENABLED: 'true' })).toThrow(/MARKET_EPC_API_KEY: MARKET_EPC_EMAIL and MARKET_EPC_API_KEY are required/);
    expect(parseConfig({ MARKET_EPC_ENABLED: 'true', MARKET_EPC_EMAIL: 'a@b.co.uk', MARKET_EPC_API_KEY: 'k' }).MARKET_EPC_ENABLED).toBe(true);
  });

  it('has no AI provider unless AI_PROVIDER and AI_MODEL are both set', () => {
    const unset = parseConfig({});
    expect(unset.AI_PROVIDER).toBeUndefined();
    expect(unset.AI_MODEL).toBeUndefined();
    expect(unset.AI_TIMEOUT_SECONDS).toBe(120);
    expect(parseConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://localhost:11434/v1' })).toMatchObject({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1',
      AI_BASE_URL: 'http://localhost:11434/v1',
    });
    expect(() => parseConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'sk-ant' })).toThrow(/AI_MODEL: AI_PROVIDER and AI_MODEL go together: AI_PROVIDER is anthropic but AI_MODEL is not set/);
    expect(() => parseConfig({ AI_MODEL: 'gpt-4o' })).toThrow(/AI_PROVIDER: AI_PROVIDER and AI_MODEL go together: AI_MODEL set without AI_PROVIDER/);
    expect(() => parseConfig({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toThrow(/AI_API_KEY: required when AI_PROVIDER is anthropic/);
    expect(() => parseConfig({ AI_PROVIDER: 'gemini', AI_MODEL: 'x' })).toThrow(/AI_PROVIDER: /);
  });
});
