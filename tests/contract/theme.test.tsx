import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cssVariablesFor,
  mergeBranding,
  contrastRatio,
  panelSurface,
  parseThemeColors,
  pickLocalized,
  readableTextOn,
  themeColorsFor,
} from '../../src/lib/theme/branding';
import { server } from './msw-server';
import { configuration, renderApp, serveBranding } from './render-app';

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

async function renderLanding() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1 });
}

describe('theme applied to the document', () => {
  it('theme-default uses the spec colours whatever colours the configuration carries', async () => {
    serveBranding(
      configuration({
        theme: 'theme-default',
        themeColors: { base: '#123456', hover: '#123456', highlight: '#123456' },
      }),
    );
    await renderLanding();

    expect(cssVar('--color-base')).toBe('#000000');
    expect(cssVar('--color-hover')).toBe('#111827');
    expect(cssVar('--color-highlight')).toBe('#f9fafb');
    expect(cssVar('--color-on-base')).toBe('#ffffff');
    expect(document.body.classList.contains('theme-default')).toBe(true);
  });

  it('theme-navy', async () => {
    serveBranding(configuration({ theme: 'theme-navy' }));
    await renderLanding();

    expect(cssVar('--color-base')).toBe('#172554');
    expect(cssVar('--color-hover')).toBe('#1f3169');
    expect(cssVar('--color-highlight')).toBe('#eff6ff');
    expect(document.body.classList.contains('theme-navy')).toBe(true);
    expect(document.body.classList.contains('theme-default')).toBe(false);
  });

  it('theme-custom takes the configured base, hover and highlight', async () => {
    serveBranding(
      configuration({
        theme: 'theme-custom',
        themeColors: { base: '#0f766e', hover: '#115e59', highlight: '#f0fdfa' },
      }),
    );
    await renderLanding();

    expect(cssVar('--color-base')).toBe('#0f766e');
    expect(cssVar('--color-hover')).toBe('#115e59');
    expect(cssVar('--color-highlight')).toBe('#f0fdfa');
    expect(document.body.classList.contains('theme-custom')).toBe(true);
  });

  it('the admin configuration overrides colours, site title and panel colours', async () => {
    serveBranding(configuration({ theme: 'theme-navy' }), {
      themeColors: '#aa0000,#bb0000,#fff1f1',
      siteTitle: { pl: 'Tytuł z panelu admina', en: 'Admin title' },
      investorPanelHeaderColor: '#333333',
      investorPanelDescriptionColor: null,
    });
    await renderLanding();

    expect(cssVar('--color-base')).toBe('#aa0000');
    expect(cssVar('--color-hover')).toBe('#bb0000');
    expect(cssVar('--color-highlight')).toBe('#fff1f1');
    expect(cssVar('--investor-panel-header-color')).toBe('#333333');
    expect(cssVar('--investor-panel-description-color')).toBe('#4b5563');
    expect(document.body.classList.contains('theme-custom')).toBe(true);
    expect(document.title).toBe('Inwestuj z nami — Tytuł z panelu admina');
    // Null or absent admin fields do not override.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inwestuj z nami');
  });

  it('a failed admin configuration is ignored: the page shows with the host configuration', async () => {
    serveBranding(configuration({ theme: 'theme-navy' }));
    server.use(
      http.get('*/public-api/advisor-panel-configuration', () =>
        HttpResponse.json({ label: 'Internal error', code: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
    await renderLanding();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inwestuj z nami');
    expect(cssVar('--color-base')).toBe('#172554');
    expect(document.title).toBe('Inwestuj z nami — Fundusz Wisła');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('theme functions', () => {
  const base = configuration({ theme: 'theme-default' });

  it('parseThemeColors accepts exactly three hex colours', () => {
    expect(parseThemeColors('#aa0000,#bb0000,#cc0000')).toEqual({
      base: '#aa0000',
      hover: '#bb0000',
      highlight: '#cc0000',
    });
    expect(parseThemeColors(' #aa0000 , #bb0000 , #cc0000 ')).toEqual({
      base: '#aa0000',
      hover: '#bb0000',
      highlight: '#cc0000',
    });
    expect(parseThemeColors('#aa0000,#bb0000')).toBeNull();
    expect(parseThemeColors('red,green,blue')).toBeNull();
    expect(parseThemeColors('')).toBeNull();
    expect(parseThemeColors(null)).toBeNull();
  });

  it('themeColorsFor: constants for default and navy, the given colours for custom', () => {
    const custom = { base: '#010101', hover: '#020202', highlight: '#030303' };
    expect(themeColorsFor('theme-default', custom)).toEqual({
      base: '#000000',
      hover: '#111827',
      highlight: '#f9fafb',
    });
    expect(themeColorsFor('theme-navy', custom)).toEqual({ base: '#172554', hover: '#1f3169', highlight: '#eff6ff' });
    expect(themeColorsFor('theme-custom', custom)).toEqual(custom);
    expect(themeColorsFor('theme-custom', { base: 'nope', hover: '#020202', highlight: '#030303' })).toEqual({
      base: '#000000',
      hover: '#111827',
      highlight: '#f9fafb',
    });
  });

  it('mergeBranding: non-null admin fields override, null and absent ones do not', () => {
    const merged = mergeBranding(base, {
      siteTitle: { pl: 'Nowy' },
      favicon: '/f.ico',
      reg: '/reg.pdf',
      privacyPolicy: null,
      consent2: { pl: 'Zgoda' },
      investmentRisks: { pl: 'Ryzyka' },
      advisorPanelHeaderColor: '#abcdef',
      advisorPanelDescriptionColor: 'not-a-colour',
    });
    expect(merged.siteTitle).toEqual({ pl: 'Nowy' });
    expect(merged.favicon).toBe('/f.ico');
    expect(merged.regulations).toBe('/reg.pdf');
    expect(merged.privacyPolicy).toBe(base.privacyPolicy);
    expect(merged.consent2).toEqual({ pl: 'Zgoda' });
    expect(merged.consent3).toEqual(base.consent3);
    expect(merged.investmentRisks).toEqual({ pl: 'Ryzyka' });
    expect(merged.advisorPanelHeaderColor).toBe('#abcdef');
    expect(merged.advisorPanelDescriptionColor).toBeNull();
    expect(merged.theme).toBe('theme-default');
  });

  it('mergeBranding: a valid themeColors list switches to theme-custom, an invalid one is ignored', () => {
    expect(mergeBranding(base, { themeColors: '#aa0000,#bb0000,#cc0000' })).toMatchObject({
      theme: 'theme-custom',
      themeColors: { base: '#aa0000', hover: '#bb0000', highlight: '#cc0000' },
    });
    expect(mergeBranding(base, { themeColors: 'abc' })).toMatchObject({
      theme: 'theme-default',
      themeColors: { base: '#000000' },
    });
    expect(mergeBranding(base, null)).toMatchObject({ theme: 'theme-default', investmentRisks: null });
  });

  it('pickLocalized falls back selected -> pl -> en', () => {
    expect(pickLocalized({ pl: 'PL', en: 'EN' }, 'en')).toBe('EN');
    expect(pickLocalized({ pl: 'PL', en: 'EN' }, 'pl')).toBe('PL');
    expect(pickLocalized({ pl: 'PL' }, 'en')).toBe('PL');
    expect(pickLocalized({ pl: 'PL', en: '' }, 'en')).toBe('PL');
    expect(pickLocalized({ pl: '', en: 'EN' }, 'pl')).toBe('EN');
    expect(pickLocalized({ pl: 'PL', en: 'EN' }, 'de')).toBe('PL');
    expect(pickLocalized(null, 'pl')).toBe('');
  });

  it('text on theme colours stays readable', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#172554')).toBe('#ffffff');
    expect(readableTextOn('#f9fafb')).toBe('#111827');
    expect(readableTextOn('#fde047')).toBe('#111827');
  });

  it('panel colours meant for a dark background put the panel on the brand colour, and stay readable', () => {
    const navy = configuration({ theme: 'theme-navy' });
    const lightText = mergeBranding(navy, {
      investorPanelHeaderColor: '#eff6ff',
      investorPanelDescriptionColor: '#bfdbfe',
    });
    expect(panelSurface(lightText, 'investor')).toBe('dark');
    expect(panelSurface(lightText, 'advisor')).toBe('light');
    expect(cssVariablesFor(lightText)['--investor-panel-header-color']).toBe('#eff6ff');
    expect(cssVariablesFor(lightText)['--investor-panel-description-color']).toBe('#bfdbfe');

    // A description colour unreadable on the chosen surface is replaced by a readable one.
    const clash = mergeBranding(navy, {
      investorPanelHeaderColor: '#ffffff',
      investorPanelDescriptionColor: '#1f3169',
    });
    expect(cssVariablesFor(clash)['--investor-panel-description-color']).toBe('#ffffff');
    const dark = mergeBranding(navy, { investorPanelHeaderColor: '#222222' });
    expect(panelSurface(dark, 'investor')).toBe('light');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('cssVariablesFor: panel heading falls back to a dark colour when the brand colour is too light', () => {
    const light = mergeBranding(base, { themeColors: '#fde047,#facc15,#fefce8' });
    expect(cssVariablesFor(light)['--investor-panel-header-color']).toBe('#111827');
    const dark = mergeBranding(base, { themeColors: '#1e3a8a,#1e40af,#eff6ff' });
    expect(cssVariablesFor(dark)['--investor-panel-header-color']).toBe('#1e3a8a');
  });
});
