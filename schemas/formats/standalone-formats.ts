/**
 * The formats the build's standalone validators name (`STANDALONE_FORMATS.<name>`, ./standalone.ts): the same
 * definitions `registerFormats` gives Ajv, ajv-formats' for the standard formats our schemas use and ours. The
 * build fails when a precompiled schema uses a format missing here (./standalone.ts), rather than shipping a
 * validator that throws.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { CUSTOM_FORMAT_DEFINITIONS } from './custom-formats.ts';

export const STANDALONE_FORMATS = {
  date: fullFormats.date,
  time: fullFormats.time,
  'date-time': fullFormats['date-time'],
  email: fullFormats.email,
  uuid: fullFormats.uuid,
  ...CUSTOM_FORMAT_DEFINITIONS,
};
