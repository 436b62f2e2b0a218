// The fonts of every PDF the server makes: DejaVu Sans, because the 14 standard PDF fonts (Helvetica, ...) have
// no Polish letters: ą ć ę ł ń ó ś ź ż would be lost. pdfkit embeds the used glyphs as a subset.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT_REGULAR = join(FONT_DIR, 'DejaVuSans.ttf');
export const FONT_BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');
