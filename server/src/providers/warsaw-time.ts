// The Polish registers print dates and times in Polish local time in their own formats; this gives the parts.
export interface WarsawDateTime {
  year: string;
  month: string;
  day: string;
  /** "HH:mm:ss", 24-hour. */
  time: string;
}

export function warsawDateTime(at: Date): WarsawDateTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}
