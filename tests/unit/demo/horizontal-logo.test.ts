/** The demo tenant's horizontal logo was clipped to "Fundusz Dem". */
import { describe, expect, it } from 'vitest';
import { horizontalLogo } from '../../../server/src/demo/svg';

const palette = { base: '#000000', hover: '#111827', highlight: '#f9fafb', accent: '#9ca3af' };

describe('horizontalLogo', () => {
  it.each(['Fundusz Demo', 'Navy Capital', 'WWWWWWWWWWWW'])('the name "%s" is pinned inside the picture', (name) => {
    const svg = horizontalLogo(name, 'FD', palette).toString('utf8');
    const width = Number(/<svg [^>]*width="(\d+)"/.exec(svg)?.[1]);
    const text = /<text x="(\d+)"[^>]*textLength="(\d+)"[^>]*lengthAdjust="spacingAndGlyphs"[^>]*>([^<]*)<\/text>/.exec(
      svg,
    );
    expect(text?.[3]).toBe(name);
    // DejaVu Sans Bold (the first font asked for) at 36 px is ~25 px per letter on average: the room given is more.
    expect(Number(text?.[2])).toBeGreaterThanOrEqual(name.length * 25);
    expect(Number(text?.[1]) + Number(text?.[2])).toBeLessThanOrEqual(width);
  });
});
