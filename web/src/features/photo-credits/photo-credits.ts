/**
 * Who took each photo of the demo listings (services/demo-catalogue/photos) and under which licence, as its
 * CREDITS.md says (that file also keeps where each one was found); a test checks the two name the same files.
 * None of these licences requires a credit: it is given because it is the photographers' due.
 */
export type Licence = 'unsplash' | 'pexels' | 'cc0';

export const LICENCES: Readonly<Record<Licence, { name: string; url: string }>> = {
  unsplash: { name: 'Licencia de Unsplash', url: 'https://unsplash.com/license' },
  pexels: { name: 'Licencia de Pexels', url: 'https://www.pexels.com/license/' },
  cc0: { name: 'CC0 1.0 (dominio público)', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
};

export interface PhotoCredit {
  /** The file in services/demo-catalogue/photos. */
  file: string;
  /** As the source names the photographer; null where it names none. */
  author: string | null;
  source: string;
  /** The photo's page at its source, where one is known. */
  url: string | null;
  licence: Licence;
}

/** What each group of files shows, by the name before its number (`living-03.jpg` is a sala). */
const SUBJECTS: Readonly<Record<string, string>> = {
  'exterior-apartment': 'Edificio de apartamentos',
  'exterior-house': 'Casa',
  'exterior-office': 'Edificio de oficinas',
  living: 'Sala',
  kitchen: 'Cocina',
  bedroom: 'Habitación',
  balcony: 'Balcón',
  view: 'Vista',
  pool: 'Piscina',
  garden: 'Jardín',
  farm: 'Finca',
  lot: 'Lote',
  office: 'Oficina',
  retail: 'Local comercial',
  warehouse: 'Bodega',
  medical: 'Consultorio',
};

/** `Sala 3` for `living-03.jpg`. */
export function photoSubject(file: string): string {
  const [, group, number] = /^(.+)-(\d+)\.jpg$/.exec(file)!;
  return `${SUBJECTS[group!]} ${Number(number)}`;
}

/** file, author, source, url, licence: a row a photo, as in CREDITS.md's table. */
const ROWS: ReadonlyArray<readonly [string, string | null, string, string | null, Licence]> = [
  ['exterior-apartment-01.jpg', 'Kane Taylor', 'Unsplash', 'https://unsplash.com/photos/02fRawxKwbA', 'unsplash'],
  ['exterior-apartment-02.jpg', 'Daniel Álvasd', 'Unsplash', 'https://unsplash.com/photos/YyeVYBeg-Jc', 'unsplash'],
  ['exterior-apartment-03.jpg', 'Isaac Quesada', 'Unsplash', 'https://unsplash.com/photos/s34TlUTPIf4', 'unsplash'],
  ['exterior-apartment-04.jpg', 'Joydeep Sengupta', 'Unsplash', 'https://unsplash.com/photos/1d6cLEBGcps', 'unsplash'],
  ['exterior-apartment-05.jpg', 'Ümit Yıldırım', 'Unsplash', 'https://unsplash.com/photos/KL310gS2Gno', 'unsplash'],
  ['exterior-apartment-06.jpg', 'CHUTTERSNAP', 'Unsplash', 'https://unsplash.com/photos/M19sKR62XAg', 'unsplash'],
  ['exterior-apartment-07.jpg', 'Sigmund', 'Unsplash', 'https://unsplash.com/photos/CwTfKH5edSk', 'unsplash'],
  ['exterior-apartment-08.jpg', 'mike nguyen', 'Unsplash', 'https://unsplash.com/photos/t-4xEHYhr2g', 'unsplash'],
  [
    'exterior-house-01.jpg',
    null,
    'Unsplash',
    'https://images.unsplash.com/photo-1564013799919-ab600027ffc6',
    'unsplash',
  ],
  [
    'exterior-house-02.jpg',
    null,
    'Unsplash',
    'https://images.unsplash.com/photo-1600596542815-ffad4c1539a9',
    'unsplash',
  ],
  [
    'exterior-house-03.jpg',
    null,
    'Unsplash',
    'https://images.unsplash.com/photo-1613490493576-7fde63acd811',
    'unsplash',
  ],
  ['exterior-house-04.jpg', null, 'PxHere', 'https://pxhere.com/en/photo/542565', 'cc0'],
  ['exterior-house-05.jpg', 'R ARCHITECTURE', 'Unsplash', 'https://unsplash.com/photos/MAnVoJlQUvg', 'unsplash'],
  ['exterior-house-06.jpg', 'Paul Kapischka', 'Unsplash', 'https://unsplash.com/photos/NLbMgDBio4Y', 'unsplash'],
  ['exterior-house-07.jpg', 'Terrah Holly', 'Unsplash', 'https://unsplash.com/photos/pmhdkgRCbtE', 'unsplash'],
  ['living-01.jpg', null, 'Unsplash', 'https://images.unsplash.com/photo-1522708323590-d24dbb6b0267', 'unsplash'],
  ['living-02.jpg', null, 'Unsplash', 'https://images.unsplash.com/photo-1502672260266-1c1ef2d93688', 'unsplash'],
  ['living-03.jpg', null, 'Unsplash', 'https://images.unsplash.com/photo-1600607687939-ce8a6c25118c', 'unsplash'],
  ['living-04.jpg', null, 'Unsplash', 'https://images.unsplash.com/photo-1560448204-e02f11c3d0e2', 'unsplash'],
  ['living-05.jpg', 'Francesca Tosolini', 'Unsplash', 'https://unsplash.com/photos/3LjBfGTbTJY', 'unsplash'],
  ['living-06.jpg', 'R ARCHITECTURE', 'Unsplash', 'https://unsplash.com/photos/wDDfbanbhl8', 'unsplash'],
  ['kitchen-01.jpg', 'Steven Ungermann', 'Unsplash', 'https://unsplash.com/photos/xsWOJGv_2eI', 'unsplash'],
  ['kitchen-02.jpg', 'Francesca Tosolini', 'Unsplash', 'https://unsplash.com/photos/yYUu4R4Wuwk', 'unsplash'],
  ['bedroom-01.jpg', null, 'PxHere', 'https://pxhere.com/en/photo/607447', 'cc0'],
  ['bedroom-02.jpg', 'Chastity Cortijo', 'Unsplash', 'https://unsplash.com/photos/R-w5Q-4Mqm0', 'unsplash'],
  ['bedroom-03.jpg', 'Ty Carlson', 'Unsplash', 'https://unsplash.com/photos/wVdVCGiXSco', 'unsplash'],
  ['bedroom-04.jpg', 'Meg von Haartman', 'Unsplash', 'https://unsplash.com/photos/b_tr2-t7AaI', 'unsplash'],
  ['balcony-01.jpg', 'Shai Pal', 'Unsplash', 'https://unsplash.com/photos/56WKMCORs-0', 'unsplash'],
  ['view-01.jpg', 'Tom Jur', 'Unsplash', 'https://unsplash.com/photos/VPeJX1xtMdM', 'unsplash'],
  ['view-02.jpg', 'Felix Kiss', 'Pexels', null, 'pexels'],
  ['pool-01.jpg', 'big.tiny.belly', 'Unsplash', 'https://unsplash.com/photos/XtnNrQYC7ts', 'unsplash'],
  ['pool-02.jpg', null, 'Pexels', 'https://www.pexels.com/photo/261327/', 'pexels'],
  ['pool-03.jpg', null, 'Pexels', 'https://www.pexels.com/photo/261410/', 'pexels'],
  ['pool-04.jpg', 'Antonio Araujo', 'Unsplash', 'https://unsplash.com/photos/BD6-t8CyXUs', 'unsplash'],
  ['garden-01.jpg', null, 'WordPress Photo Directory', null, 'cc0'],
  ['farm-01.jpg', 'layout_nu', 'Flickr', null, 'cc0'],
  ['farm-02.jpg', 'Micah Tindell', 'Unsplash', 'https://unsplash.com/photos/P74xgJ02Fs0', 'unsplash'],
  ['lot-01.jpg', null, 'rawpixel', 'https://www.rawpixel.com/image/8800058', 'cc0'],
  ['office-01.jpg', 'Exospace Hyderabad', 'Unsplash', 'https://unsplash.com/photos/BGFr5hueWVY', 'unsplash'],
  ['office-02.jpg', 'TECNIC Bioprocess Solutions', 'Unsplash', 'https://unsplash.com/photos/EyRIpXtcCEU', 'unsplash'],
  ['exterior-office-01.jpg', 'Scathefer Cool', 'Pexels', null, 'pexels'],
  ['exterior-office-02.jpg', 'SevenStorm JUHASZIMRUS', 'Pexels', null, 'pexels'],
  ['exterior-office-03.jpg', null, 'rawpixel', 'https://www.rawpixel.com/image/430335', 'cc0'],
  ['retail-01.jpg', 'New York Suburban Homes', 'Unsplash', 'https://unsplash.com/photos/pbTEZoCt3wQ', 'unsplash'],
  ['retail-02.jpg', 'Steven Van Elk', 'Unsplash', 'https://unsplash.com/photos/1CcryZiF2PA', 'unsplash'],
  ['warehouse-01.jpg', 'Jan van der Wolf', 'Pexels', null, 'pexels'],
  ['warehouse-02.jpg', 'Jan van der Wolf', 'Pexels', null, 'pexels'],
  ['warehouse-03.jpg', 'Jan van der Wolf', 'Pexels', null, 'pexels'],
  ['warehouse-04.jpg', 'D R', 'Unsplash', 'https://unsplash.com/photos/dSRhwPe6v9c', 'unsplash'],
  ['medical-01.jpg', null, 'Unsplash', 'https://images.unsplash.com/photo-1519494026892-80bbd2d6fd0d', 'unsplash'],
  ['medical-02.jpg', null, 'Unsplash', 'https://images.unsplash.com/photo-1538108149393-fbbd81895907', 'unsplash'],
];

export const PHOTO_CREDITS: readonly PhotoCredit[] = ROWS.map(([file, author, source, url, licence]) => ({
  file,
  author,
  source,
  url,
  licence,
}));
