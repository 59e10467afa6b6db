/** The wording of a small legal pack, page by page and line by line, as test documents carry it. */

export const leasePages = [
  [
    'THIS LEASE is made on 24 June 1990 between the Lessor and the Lessee.',
    '1. The Lessor demises the Flat to the Lessee for a term of 99 years from 24 June 1990.',
    '2. Yielding and paying a ground rent of £250 per annum, doubling every 25 years of the Term.',
  ],
  [
    "3. The Lessee shall pay the service charge, being 12.5% of the Lessor's costs of the Building.",
    '4. The Lessee shall not underlet the whole or any part of the Flat without the prior',
    'written consent of the Lessor.',
    '5. Not to use the Flat for holiday lets or for any period of less than six months.',
    '6. Not to keep any animal in the Flat without the consent of the Lessor.',
    '7. Not to make any structural alterations to the Flat.',
  ],
  ['8. If the rent is unpaid for 21 days the Lessor may re-enter the Flat and the Term shall end.'],
];

export const titleRegisterPages = [
  [
    'Official copy of register of title',
    'Title number TGL123456',
    'A: Property Register',
    'This register describes the land and estate comprised in the title.',
    'B: Proprietorship Register',
    'Title absolute',
    '1. PROPRIETOR: JANE SMITH of 10 High Street, London SW1A 1AA.',
    '2. The price stated to have been paid on 1 March 2018 was £350,000.',
    '3. RESTRICTION: No disposition of the registered estate is to be registered without consent.',
  ],
  [
    'C: Charges Register',
    '1. REGISTERED CHARGE dated 1 March 2018.',
    '2. The land is subject to the restrictive covenants contained in a Conveyance dated 1 May 1950.',
    '3. Together with a right of way over the passage coloured brown on the title plan.',
  ],
];

export const propertyInformationPages = [
  [
    'Property Information Form (TA6)',
    'Disputes and complaints: there is a dispute with the neighbour about the boundary fence.',
    'Building works: the loft conversion was done without building regulations approval.',
    'Japanese knotweed: the seller is not aware of Japanese knotweed.',
    'Flood risk: the property is in an area of high flood risk.',
  ],
];

export const epcPages = [
  [
    'Energy Performance Certificate',
    'Current energy rating: D',
    'Potential energy rating: B',
    'Total floor area: 72 square metres',
    'Recommended improvements',
    'Increase loft insulation to 270 mm',
    'Replace boiler with new condensing boiler',
  ],
];

/** The opening of a lease in short lines, for an image read by OCR in tests. */
export const shortLeaseLines = [
  'THIS LEASE is made on 24 June 1990',
  'between the Lessor and the Lessee.',
  '1. The Lessor demises the Flat',
  'for a term of 99 years.',
  '2. Yielding and paying a ground rent',
  'of £250 per annum, doubling every',
  '25 years of the Term.',
];

export const floorplanLines = ['GROUND FLOOR', 'Kitchen 3.45m x 2.90m', 'Total floor area: 72.5 sq m (780 sq ft)', 'Not to scale. For illustrative purposes only.'];
