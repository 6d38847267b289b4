import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/testing.js';
import { isBlank } from '../shared/validation.js';
import type { ChangeSettings } from './commands.js';
import { settingsDecider } from './decider.js';
import type { SettingsChanged } from './events.js';

/** A made-up setting, so that the generic behaviour is told once, apart from any real configuration's rules. */
interface BannerConfig {
  enabled: boolean;
  title: string;
  links: Array<{ label: string }>;
}

const bannerDecider = settingsDecider<BannerConfig, 'ChangeBanner', 'BannerChanged'>({
  stream: 'config-banner',
  eventType: 'BannerChanged',
  fieldsOf: ({ enabled, title, links }) => ({ enabled, title, links: links.map(({ label }) => ({ label })) }),
  check: (config, checks) => {
    checks.check(!isBlank(config.title), 'title', 'Título es requerido');
    for (const [index, link] of config.links.entries())
      checks.check(!isBlank(link.label), `links.${index}.label`, 'Texto es requerido');
  },
});

const spec = deciderSpec(bannerDecider);
const now = '2025-03-01T10:00:00.000Z';
const config: BannerConfig = { enabled: true, title: 'Ofertas de temporada', links: [{ label: 'Ver más' }] };
const changed = (
  data: BannerConfig,
  changedAt = '2025-01-01T00:00:00.000Z',
): SettingsChanged<'BannerChanged', BannerConfig> => ({
  type: 'BannerChanged',
  data: { ...data, changedAt },
});
const change = (data: BannerConfig): ChangeSettings<'ChangeBanner', BannerConfig> => ({
  type: 'ChangeBanner',
  data: { config: data, now },
});

describe('a settings decider', () => {
  it('knows its stream', () => {
    expect(bannerDecider.stream).toBe('config-banner');
  });

  it('always records the first save', () => {
    spec
      .given([])
      .when(change(config))
      .then([changed(config, now)]);
  });

  it('records the whole configuration when something differs', () => {
    spec
      .given([changed(config)])
      .when(change({ ...config, enabled: false }))
      .then([changed({ ...config, enabled: false }, now)]);
  });

  it('compares nested values by content: a change inside a list counts, an equal copy does not', () => {
    const links = [{ label: 'Ver todas' }];
    spec
      .given([changed(config)])
      .when(change({ ...config, links }))
      .then([changed({ ...config, links }, now)]);
    spec
      .given([changed(config)])
      .when(change(structuredClone(config)))
      .then([]);
  });

  it('compares with the last save, not the first', () => {
    const second = { ...config, title: 'Nuevos proyectos' };
    spec
      .given([changed(config), changed(second)])
      .when(change(second))
      .then([]);
    spec
      .given([changed(config), changed(second)])
      .when(change(config))
      .then([changed(config, now)]);
  });

  it("stores only the configuration's own fields, and ignores any other for the comparison", () => {
    const coloured = { label: 'Ver más', color: 'rojo' };
    const withExtras = { ...config, links: [coloured], draft: true };
    spec
      .given([])
      .when(change(withExtras))
      .then([changed(config, now)]);
    spec
      .given([changed(config)])
      .when(change(withExtras))
      .then([]);
  });

  it('refuses an invalid configuration, listing every problem', () => {
    const error = spec
      .given([changed(config)])
      .when(change({ ...config, title: ' ', links: [{ label: 'Ver más' }, { label: '' }] }))
      .thenThrows('validation');
    expect(error.errors).toEqual([
      { path: 'title', message: 'Título es requerido' },
      { path: 'links.1.label', message: 'Texto es requerido' },
    ]);
  });
});
