import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('takes the defaults for unset and empty variables', () => {
    const config = loadConfig({ PORT: '', DATA_DIR: undefined });
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_DATA: true });
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', DEMO_DATA: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { issues } = error as ConfigError;
      expect(issues).toHaveLength(3);
      expect(issues.join('\n')).toContain('JWT_SECRET must be at least 32 characters');
    }
  });

  it('needs ADMIN_PASSWORD with ADMIN_USERNAME', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss-admin' })).toThrow(/ADMIN_PASSWORD/);
  });
});
