import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, deriveWorkDistrict, type GazetteerPlace } from './work-district.ts';

/**
 * Assam's districts (admin/assam_districts.csv, by their portal names), sub-districts and
 * blocks (admin/lgd_subdistricts.csv, lgd_blocks.csv, state code 18) as the locations module
 * hands them to the matcher: the real LGD names, 442 rows.
 */
const places = parse(readFileSync(new URL('./fixtures/assam-places.csv', import.meta.url)), {
  columns: true,
}) as GazetteerPlace[];
const gazetteer = buildGazetteer(places);

/** Location and title strings below are real ones from ../shared/data/assam_tenders/tenders.csv. */
const derive = (location: string | null, title = '', officeDistrict: string | null = 'Kamrup Metro') =>
  deriveWorkDistrict(gazetteer, { location, title, officeDistrict });

describe('the district of the work, from the location text (issue #14 item 3)', () => {
  it.each([
    ['Tinsukia', 'Tinsukia'],
    ['TINSUKIA', 'Tinsukia'],
    ['baksa', 'Baksa'],
    ['KARIMGANJ DISTRICT', 'Karimganj'],
    ['Daloo Tea Estate Cachar', 'Cachar'],
    ['MAC, Gogamukh, Dhemaji', 'Dhemaji'],
    ['Kamrup(Rural)', 'Kamrup'],
    ['KAMRUP M', 'Kamrup Metro'],
    ['Sibsagar', 'Sivasagar'],
    ['Sivsagar', 'Sivasagar'],
    ['Morigaon', 'Marigaon'],
    ['West Karbi Anglong', 'West Karbi Anglong'],
    ['LAKHIMPUR BUILDING CIRCLE, NORTH LAKHIMPUR', 'Lakhimpur'],
  ])('a district named in the location: %s → %s', (location, district) => {
    expect(derive(location)).toMatchObject({ district, basis: 'location-district' });
  });

  it('says which name decided it, as the portal names the district', () => {
    expect(derive('Kamrup Metropolitan')).toEqual({
      district: 'Kamrup Metro',
      basis: 'location-district',
      basisName: 'Kamrup Metro',
    });
  });

  it.each([
    ['North Lakhimpur', 'Lakhimpur', 'North Lakhimpur'],
    ['At ZRS, North Lakhimpur', 'Lakhimpur', 'North Lakhimpur'],
    ['Guwahati', 'Kamrup Metro', 'Guwahati'],
    ['DISPUR,GHY', 'Kamrup Metro', 'Dispur'],
    ['GMCH, Bhangagarh, Guwahati- 32', 'Kamrup Metro', 'Guwahati'],
    ['Gauhati University', 'Kamrup Metro', 'Guwahati'],
    ['North Guwahati', 'Kamrup', 'North Guwahati'],
    ['Margherita MB', 'Tinsukia', 'Margherita'],
    ['Dukanigaon,Sadiya', 'Tinsukia', 'Sadiya'],
    ['Naharkatia', 'Dibrugarh', 'Naharkatiya'],
    ['Mangaldai Municipal Board', 'Darrang', 'Mangaldoi'],
    ['HAFLONG', 'Dima Hasao', 'Haflong'],
    ['Bijni', 'Chirang', 'Bijni'],
  ])('a sub-district named in the location: %s → %s (%s)', (location, district, name) => {
    expect(derive(location)).toEqual({ district, basis: 'location-subdistrict', basisName: name });
  });

  it('names a place without LGD\'s split marks: "BARAMA CHAPAGURI DIVISION" is Barama (LGD "Barama Pt"), Baksa', () => {
    expect(derive('BARAMA CHAPAGURI DIVISION')).toEqual({
      district: 'Baksa',
      basis: 'location-subdistrict',
      basisName: 'Barama',
    });
    expect(derive('Chapar MB')).toMatchObject({ district: 'Dhubri', basisName: 'Chapar' });
  });

  it('a block named in the location: "Bokajan MB" is a block of Karbi Anglong', () => {
    expect(derive('Bokajan MB')).toEqual({
      district: 'Karbi Anglong',
      basis: 'location-block',
      basisName: 'Bokajan',
    });
  });

  it('a district named in the location outranks a place name that LGD puts elsewhere ("Sonapur, Kamrup")', () => {
    // Sonapur is a sub-district of Kamrup Metro; the text says Kamrup, and the text is followed.
    expect(derive('Sonapur, Kamrup')).toMatchObject({ district: 'Kamrup', basis: 'location-district' });
  });

  it('matches whole words only: "Kamrupa" and "Tinsukiaroad" name no district', () => {
    expect(derive('Kamrupa')).toMatchObject({ basis: 'pincode' });
    expect(derive('Tinsukiaroad')).toMatchObject({ basis: 'pincode' });
  });
});

describe('names that could be in two districts are not guessed', () => {
  it('"Lakhipur" is a sub-district of Cachar and of Goalpara: the pincode decides, and says so', () => {
    expect(derive('Lakhipur', '', 'Cachar')).toEqual({
      district: 'Cachar',
      basis: 'pincode',
      basisName: null,
    });
  });

  it('"Bilasipara" (LGD lists the block under Dhubri and Kokrajhar) is not guessed either', () => {
    expect(derive('Bilasipara MB', '', null)).toEqual({ district: null, basis: 'unknown', basisName: null });
  });

  it('a second name can settle it: "Lakhipur, Silchar" lies only in Cachar', () => {
    expect(derive('Lakhipur, Silchar')).toEqual({
      district: 'Cachar',
      basis: 'location-subdistrict',
      basisName: 'Silchar',
    });
  });

  it('a location naming two districts decides nothing ("Biswanath, Sonitpur, Morigaon, Golaghat Darrang")', () => {
    expect(derive('Biswanath, Sonitpur, Morigaon, Golaghat Darrang', '', 'Kamrup Metro')).toMatchObject({
      district: 'Kamrup Metro',
      basis: 'pincode',
    });
  });
});

describe('the title', () => {
  it('a district stated as such in the title outranks an office-town location ("Dist Dhemaji" with "Dispur,Ghy")', () => {
    expect(derive('Dispur,Ghy', 'Construction of Approach Road to EMRS Jonai Dist Dhemaji')).toEqual({
      district: 'Dhemaji',
      basis: 'title-district',
      basisName: 'Dhemaji',
    });
    expect(
      derive(
        'Cachar',
        'Construction of District Drug Control Office in Charaideo District of Assam under NHM Assam',
      ),
    ).toMatchObject({ district: 'Charaideo', basis: 'title-district' });
  });

  it('a district merely mentioned in the title is used when the location names nothing', () => {
    expect(derive('Assam', 'Infrastructure Development of Dudhnoi College, Goalpara')).toMatchObject({
      district: 'Goalpara',
      basis: 'title-district',
    });
    // … but not against the location.
    expect(
      derive('Guwahati', 'Supply and installation of Medium Fish Feed Mill Machineries, Nalbari'),
    ).toMatchObject({ district: 'Kamrup Metro', basis: 'location-subdistrict' });
  });

  it('sub-district and block names in titles are not used: village roads share them ("Rampur" in Barpeta)', () => {
    expect(
      derive(
        'Assam',
        'MMUPPNA_RIDF_XXIX_23_24_116 Improvement of road from Rampur Takaimari Road under Mukhya Mantrir Unnoto',
        'Barpeta',
      ),
    ).toEqual({ district: 'Barpeta', basis: 'pincode', basisName: null });
  });
});

describe('the fallbacks', () => {
  it('no name anywhere: the district of the pincode', () => {
    expect(derive('APL Namrup', 'Supply of spares', 'Dibrugarh')).toEqual({
      district: 'Dibrugarh',
      basis: 'pincode',
      basisName: null,
    });
  });

  it('no name and no pincode district: unknown', () => {
    expect(derive(null, 'Supply of spares', null)).toEqual({
      district: null,
      basis: 'unknown',
      basisName: null,
    });
  });
});
