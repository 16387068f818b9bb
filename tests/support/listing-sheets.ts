/**
 * A spreadsheet of `count` new listings as an operator's first load would bring
 * them: every column filled, descriptions with commas, quotes and line breaks,
 * a week of hours each (some days with two ranges, some past midnight).
 */
export function sampleListingsCsv(count: number, prefix = 'Sheet Kitchen') {
  const cuisines = ['American', 'barbeque', 'MEXICAN', 'Italian', 'seafood'];
  const header = 'name,cuisine,neighbourhood,price_level,address,latitude,longitude,phone,website,reservations,description,featured,closed,monday,tuesday,wednesday,thursday,friday,saturday,sunday';
  const lines = [header];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(4, '0');
    lines.push(
      [
        `"${prefix} ${n}, Fort Worth"`,
        cuisines[i % cuisines.length],
        'Near Southside',
        String((i % 4) + 1),
        `"${100 + i} Magnolia Ave, Fort Worth, TX 76104"`,
        (32.7 + i / 100_000).toFixed(5),
        (-97.3 - i / 100_000).toFixed(5),
        `(817) 555-${String(i % 10_000).padStart(4, '0')}`,
        `https://example.com/${i}`,
        '',
        `"Kitchen number ${n} serves ""family"" plates, smoked meats, and sides.\r\nCash or card; patio out back."`,
        i % 50 === 0 ? 'yes' : 'no',
        'no',
        '',
        '"11:00-14:30, 17:00-22:00"',
        '"11:00-14:30, 17:00-22:00"',
        '11:00-22:00',
        '"11:00-14:30, 17:00-02:00"',
        '10:00-02:00',
        '10:00-21:00',
      ].join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
