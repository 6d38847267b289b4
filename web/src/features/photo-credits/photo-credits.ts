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

export const PHOTO_CREDITS: readonly PhotoCredit[] = [
  {
    file: 'exterior-apartment-01.jpg',
    author: 'Kane Taylor',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/02fRawxKwbA',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-02.jpg',
    author: 'Daniel Álvasd',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/YyeVYBeg-Jc',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-03.jpg',
    author: 'Isaac Quesada',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/s34TlUTPIf4',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-04.jpg',
    author: 'Joydeep Sengupta',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/1d6cLEBGcps',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-05.jpg',
    author: 'Ümit Yıldırım',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/KL310gS2Gno',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-06.jpg',
    author: 'CHUTTERSNAP',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/M19sKR62XAg',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-07.jpg',
    author: 'Sigmund',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/CwTfKH5edSk',
    licence: 'unsplash',
  },
  {
    file: 'exterior-apartment-08.jpg',
    author: 'mike nguyen',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/t-4xEHYhr2g',
    licence: 'unsplash',
  },
  {
    file: 'exterior-house-01.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1564013799919-ab600027ffc6',
    licence: 'unsplash',
  },
  {
    file: 'exterior-house-02.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1600596542815-ffad4c1539a9',
    licence: 'unsplash',
  },
  {
    file: 'exterior-house-03.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1613490493576-7fde63acd811',
    licence: 'unsplash',
  },
  {
    file: 'exterior-house-04.jpg',
    author: null,
    source: 'PxHere',
    url: 'https://pxhere.com/en/photo/542565',
    licence: 'cc0',
  },
  {
    file: 'exterior-house-05.jpg',
    author: 'R ARCHITECTURE',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/MAnVoJlQUvg',
    licence: 'unsplash',
  },
  {
    file: 'exterior-house-06.jpg',
    author: 'Paul Kapischka',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/NLbMgDBio4Y',
    licence: 'unsplash',
  },
  {
    file: 'exterior-house-07.jpg',
    author: 'Terrah Holly',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/pmhdkgRCbtE',
    licence: 'unsplash',
  },
  {
    file: 'living-01.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1522708323590-d24dbb6b0267',
    licence: 'unsplash',
  },
  {
    file: 'living-02.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1502672260266-1c1ef2d93688',
    licence: 'unsplash',
  },
  {
    file: 'living-03.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1600607687939-ce8a6c25118c',
    licence: 'unsplash',
  },
  {
    file: 'living-04.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1560448204-e02f11c3d0e2',
    licence: 'unsplash',
  },
  {
    file: 'living-05.jpg',
    author: 'Francesca Tosolini',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/3LjBfGTbTJY',
    licence: 'unsplash',
  },
  {
    file: 'living-06.jpg',
    author: 'R ARCHITECTURE',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/wDDfbanbhl8',
    licence: 'unsplash',
  },
  {
    file: 'kitchen-01.jpg',
    author: 'Steven Ungermann',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/xsWOJGv_2eI',
    licence: 'unsplash',
  },
  {
    file: 'kitchen-02.jpg',
    author: 'Francesca Tosolini',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/yYUu4R4Wuwk',
    licence: 'unsplash',
  },
  { file: 'bedroom-01.jpg', author: null, source: 'PxHere', url: 'https://pxhere.com/en/photo/607447', licence: 'cc0' },
  {
    file: 'bedroom-02.jpg',
    author: 'Chastity Cortijo',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/R-w5Q-4Mqm0',
    licence: 'unsplash',
  },
  {
    file: 'bedroom-03.jpg',
    author: 'Ty Carlson',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/wVdVCGiXSco',
    licence: 'unsplash',
  },
  {
    file: 'bedroom-04.jpg',
    author: 'Meg von Haartman',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/b_tr2-t7AaI',
    licence: 'unsplash',
  },
  {
    file: 'balcony-01.jpg',
    author: 'Shai Pal',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/56WKMCORs-0',
    licence: 'unsplash',
  },
  {
    file: 'view-01.jpg',
    author: 'Tom Jur',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/VPeJX1xtMdM',
    licence: 'unsplash',
  },
  { file: 'view-02.jpg', author: 'Felix Kiss', source: 'Pexels', url: null, licence: 'pexels' },
  {
    file: 'pool-01.jpg',
    author: 'big.tiny.belly',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/XtnNrQYC7ts',
    licence: 'unsplash',
  },
  {
    file: 'pool-02.jpg',
    author: null,
    source: 'Pexels',
    url: 'https://www.pexels.com/photo/261327/',
    licence: 'pexels',
  },
  {
    file: 'pool-03.jpg',
    author: null,
    source: 'Pexels',
    url: 'https://www.pexels.com/photo/261410/',
    licence: 'pexels',
  },
  {
    file: 'pool-04.jpg',
    author: 'Antonio Araujo',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/BD6-t8CyXUs',
    licence: 'unsplash',
  },
  { file: 'garden-01.jpg', author: null, source: 'WordPress Photo Directory', url: null, licence: 'cc0' },
  { file: 'farm-01.jpg', author: 'layout_nu', source: 'Flickr', url: null, licence: 'cc0' },
  {
    file: 'farm-02.jpg',
    author: 'Micah Tindell',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/P74xgJ02Fs0',
    licence: 'unsplash',
  },
  {
    file: 'lot-01.jpg',
    author: null,
    source: 'rawpixel',
    url: 'https://www.rawpixel.com/image/8800058',
    licence: 'cc0',
  },
  {
    file: 'office-01.jpg',
    author: 'Exospace Hyderabad',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/BGFr5hueWVY',
    licence: 'unsplash',
  },
  {
    file: 'office-02.jpg',
    author: 'TECNIC Bioprocess Solutions',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/EyRIpXtcCEU',
    licence: 'unsplash',
  },
  { file: 'exterior-office-01.jpg', author: 'Scathefer Cool', source: 'Pexels', url: null, licence: 'pexels' },
  { file: 'exterior-office-02.jpg', author: 'SevenStorm JUHASZIMRUS', source: 'Pexels', url: null, licence: 'pexels' },
  {
    file: 'exterior-office-03.jpg',
    author: null,
    source: 'rawpixel',
    url: 'https://www.rawpixel.com/image/430335',
    licence: 'cc0',
  },
  {
    file: 'retail-01.jpg',
    author: 'New York Suburban Homes',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/pbTEZoCt3wQ',
    licence: 'unsplash',
  },
  {
    file: 'retail-02.jpg',
    author: 'Steven Van Elk',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/1CcryZiF2PA',
    licence: 'unsplash',
  },
  { file: 'warehouse-01.jpg', author: 'Jan van der Wolf', source: 'Pexels', url: null, licence: 'pexels' },
  { file: 'warehouse-02.jpg', author: 'Jan van der Wolf', source: 'Pexels', url: null, licence: 'pexels' },
  { file: 'warehouse-03.jpg', author: 'Jan van der Wolf', source: 'Pexels', url: null, licence: 'pexels' },
  {
    file: 'warehouse-04.jpg',
    author: 'D R',
    source: 'Unsplash',
    url: 'https://unsplash.com/photos/dSRhwPe6v9c',
    licence: 'unsplash',
  },
  {
    file: 'medical-01.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1519494026892-80bbd2d6fd0d',
    licence: 'unsplash',
  },
  {
    file: 'medical-02.jpg',
    author: null,
    source: 'Unsplash',
    url: 'https://images.unsplash.com/photo-1538108149393-fbbd81895907',
    licence: 'unsplash',
  },
];
