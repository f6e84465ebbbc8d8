import type { ExportTable } from './tables.ts';

/** README.txt: what each file of the archive holds, in plain words. */
export function readmeText(tables: readonly ExportTable[], at: Date): string {
  const lines = [
    'Your Plume data',
    '===============',
    '',
    `Exported ${at.toISOString()} (UTC). Every file holds your data only.`,
    'Each table comes twice: NAME.json (for programs; posts keep their platform texts and images',
    'nested) and NAME.csv (for spreadsheets; UTF-8, comma-separated). In the CSV files a cell that',
    "starts with =, +, - or @ begins with an apostrophe ('), so a spreadsheet shows it as text and",
    'never runs it as a formula. Times are ISO 8601 in UTC; money is in US dollars.',
    '',
    'Files',
    '-----',
    ...tables.map((t) => `${t.name}.json, ${t.name}.csv: ${t.about}.`),
    'images/: the images you uploaded, as stored (metadata such as GPS was removed at upload);',
    '  posts.json names the file of each post image.',
    'README.txt: this file.',
    '',
    'What is not here: your sign-in sessions and codes (security data that changes by the minute),',
    "and other people's data. Questions: write to us from the Help Centre.",
    '',
  ];
  return lines.join('\r\n');
}
