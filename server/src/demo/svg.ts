// Simple SVG artwork for the demo tenants, drawn in each tenant's colours so two hosts look different at a glance.

export interface Palette {
  base: string;
  hover: string;
  highlight: string;
  accent: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = 'font-family="\'DejaVu Sans\', Arial, Helvetica, sans-serif" font-weight="700"';

function svg(width: number, height: number, label: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
      `<title>${escapeXml(label)}</title>${body}</svg>\n`,
    'utf8',
  );
}

/** A square monogram: the tenant's initials on its base colour. */
export function monogram(name: string, initials: string, palette: Palette, size = 160): Buffer {
  const radius = Math.round(size / 5);
  const fontSize = Math.round(size * 0.42);
  return svg(
    size,
    size,
    name,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${palette.base}"/>` +
      `<rect x="${size * 0.12}" y="${size * 0.8}" width="${size * 0.76}" height="${size * 0.05}" rx="${size * 0.025}" fill="${palette.accent}"/>` +
      `<text x="50%" y="${Math.round(size * 0.64)}" text-anchor="middle" ${FONT} font-size="${fontSize}" fill="${palette.highlight}">${escapeXml(initials)}</text>`,
  );
}

/** Width the name may take per character: DejaVu Sans Bold at 36 px averages ~25 px (a wider font is squeezed). */
const NAME_CHAR_WIDTH = 26;

/**
 * Monogram followed by the tenant's name, for headers. The name's `textLength` pins it to the width the image
 * was made for, whatever font the viewer has: the last letters never fall outside the picture ("Fundusz Dem").
 */
export function horizontalLogo(name: string, initials: string, palette: Palette): Buffer {
  const nameWidth = name.length * NAME_CHAR_WIDTH;
  const width = 104 + nameWidth + 16;
  return svg(
    width,
    96,
    name,
    `<rect x="8" y="8" width="80" height="80" rx="16" fill="${palette.base}"/>` +
      `<text x="48" y="62" text-anchor="middle" ${FONT} font-size="34" fill="${palette.highlight}">${escapeXml(initials)}</text>` +
      `<text x="104" y="62" ${FONT} font-size="36" textLength="${nameWidth}" lengthAdjust="spacingAndGlyphs" fill="${palette.base}">${escapeXml(name)}</text>`,
  );
}

/** A wide background: diagonal bands in the palette. */
export function background(name: string, palette: Palette): Buffer {
  return svg(
    1600,
    900,
    `${name}: background`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.hover}"/></linearGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#g)"/>` +
      `<path d="M0 700 L1600 250 L1600 420 L0 870 Z" fill="${palette.accent}" opacity="0.35"/>` +
      `<path d="M0 820 L1600 420 L1600 470 L0 900 Z" fill="${palette.highlight}" opacity="0.25"/>`,
  );
}

/** Placeholder for a debt campaign without its own image: a rising bond-yield line. */
export function debtPlaceholder(name: string, palette: Palette): Buffer {
  return svg(
    640,
    360,
    `${name}: debt campaign`,
    `<rect width="640" height="360" fill="${palette.highlight}"/>` +
      `<polyline points="40,300 160,260 280,270 400,190 520,150 600,80" fill="none" stroke="${palette.base}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<circle cx="600" cy="80" r="18" fill="${palette.accent}"/>`,
  );
}

/** Placeholder for an equity campaign without its own image: a pie of shares. */
export function equityPlaceholder(name: string, palette: Palette): Buffer {
  return svg(
    640,
    360,
    `${name}: equity campaign`,
    `<rect width="640" height="360" fill="${palette.highlight}"/>` +
      `<circle cx="320" cy="180" r="130" fill="${palette.base}"/>` +
      `<path d="M320 180 L320 50 A130 130 0 0 1 443 220 Z" fill="${palette.accent}"/>`,
  );
}

/** Illustration of a login panel (advisor or investor). */
export function panelImage(name: string, label: string, palette: Palette): Buffer {
  return svg(
    800,
    600,
    `${name}: ${label}`,
    `<rect width="800" height="600" fill="${palette.hover}"/>` +
      `<rect x="120" y="140" width="560" height="320" rx="24" fill="${palette.highlight}"/>` +
      `<rect x="170" y="200" width="300" height="28" rx="14" fill="${palette.base}"/>` +
      `<rect x="170" y="260" width="460" height="18" rx="9" fill="${palette.accent}"/>` +
      `<rect x="170" y="300" width="400" height="18" rx="9" fill="${palette.accent}" opacity="0.6"/>` +
      `<text x="170" y="410" ${FONT} font-size="40" fill="${palette.base}">${escapeXml(label)}</text>`,
  );
}
