import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { batchRequestCsv, readBatchAnswer, splitAddress } from './census-geocoder';

describe('the Census batch request', () => {
  it('splits an address as people write it into street, city, state and ZIP', () => {
    expect(splitAddress('610 Throckmorton St, Fort Worth, TX 76102')).toEqual({ street: '610 Throckmorton St', city: 'Fort Worth', state: 'TX', zip: '76102' });
    expect(splitAddress('610 Throckmorton St, Fort Worth, tx, 76102')).toEqual({ street: '610 Throckmorton St', city: 'Fort Worth', state: 'TX', zip: '76102' });
    expect(splitAddress('Suite 4, 610 Throckmorton St, Fort Worth, TX')).toEqual({ street: 'Suite 4, 610 Throckmorton St', city: 'Fort Worth', state: 'TX', zip: '' });
    expect(splitAddress('610 Throckmorton St')).toEqual({ street: '610 Throckmorton St', city: '', state: '', zip: '' });
  });

  it('numbers the addresses from 1 in five quoted columns, a comma in a street kept in its cell', () => {
    const csv = batchRequestCsv(['610 Throckmorton St, Fort Worth, TX 76102', '"Bldg 2", 4801 Edwards Ranch Rd, Fort Worth, TX 76109']);
    expect(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data).toEqual([
      ['1', '610 Throckmorton St', 'Fort Worth', 'TX', '76102'],
      ['2', '"Bldg 2", 4801 Edwards Ranch Rd', 'Fort Worth', 'TX', '76109'],
    ]);
  });
});

describe('the Census batch answer', () => {
  // As the service writes it: every cell quoted, the rows in no particular order, short rows for no match and ties.
  const answer = [
    '"3","130 Exchange Ave, Fort Worth, TX, 76164","Tie"',
    '"1","610 Throckmorton St, Fort Worth, TX, 76102","Match","Exact","610 THROCKMORTON ST, FORT WORTH, TX, 76102","-97.332051,32.753872","76772291","L"',
    '"4","1 Nowhere Ln, Fort Worth, TX, 76102","No_Match"',
    '"2","612 Throckmorton St, Fort Worth, TX, 76102","Match","Non_Exact","610 THROCKMORTON ST, FORT WORTH, TX, 76102","-97.332051,32.753872","76772291","L"',
  ].join('\n');

  it('reads each address as located (exact only), rough (non-exact or tie) or not found, whatever the order', () => {
    const read = readBatchAnswer(answer, 4);
    expect(read.get(1)).toEqual({ status: 'located', latitude: 32.753872, longitude: -97.332051, matched: '610 THROCKMORTON ST, FORT WORTH, TX, 76102' });
    expect(read.get(2)).toEqual({ status: 'rough', matched: '610 THROCKMORTON ST, FORT WORTH, TX, 76102' });
    expect(read.get(3)).toEqual({ status: 'rough', matched: null });
    expect(read.get(4)).toEqual({ status: 'not-found' });
  });

  it('never places an address from a row it cannot trust', () => {
    const read = readBatchAnswer(
      [
        '"1","x","Match","Exact","X","-97.3","76772291","L"', // one coordinate
        '"2","x","Match","Exact","X","32.75,-197.33","1","L"', // off the globe
        '"9","x","Match","Exact","X","-97.33,32.75","1","L"', // an id it was not asked
        '"3","x","Maybe"',
        'garbage',
      ].join('\r\n'),
      3,
    );
    expect(read.get(1)).toEqual({ status: 'rough', matched: 'X' });
    expect(read.get(2)).toEqual({ status: 'rough', matched: 'X' });
    expect(read.has(3)).toBe(false);
    expect(read.has(9)).toBe(false);
  });
});
