/**
 * The date as the person lives it: today in their time zone and the season there, so seasonal ideas
 * fit (a December concept in Sydney is a summer one). The zone is an IANA name already checked by
 * the request's contract.
 */

/** YYYY-MM-DD at `now` in `timeZone`. */
export function todayIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Zones south of the equator with seasons worth naming: a zone name is the only hint of the
 * hemisphere the browser gives. Tropical zones get the northern name, which a model reads loosely.
 */
const SOUTHERN =
  /^(?:Australia\/|Antarctica\/|Pacific\/(?:Auckland|Chatham|Norfolk)|America\/(?:Argentina\/|Buenos_Aires|Santiago|Punta_Arenas|Montevideo|Sao_Paulo|Asuncion)|Africa\/(?:Johannesburg|Maseru|Mbabane|Windhoek|Gaborone|Maputo|Harare|Lusaka)|Atlantic\/(?:Stanley|South_Georgia)|Indian\/(?:Mauritius|Reunion)|Chile\/|NZ)/;

const NORTH = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];
// Opposite hemispheres: the south's season is the north's six months on.
const SOUTH = NORTH.map((_, month) => NORTH[(month + 6) % 12]);

/** The meteorological season of `today` (YYYY-MM-DD) in `timeZone`, naming the hemisphere. */
export function seasonOf(today: string, timeZone: string): string {
  const month = Number(today.slice(5, 7)) - 1;
  const south = SOUTHERN.test(timeZone);
  return `${(south ? SOUTH : NORTH)[month] ?? 'winter'} (${south ? 'southern' : 'northern'} hemisphere)`;
}
