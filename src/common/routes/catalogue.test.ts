import { describe, expect, it } from 'vitest';
import asTitles from '../i18n/as/routes.json' with { type: 'json' };
import enTitles from '../i18n/en/routes.json' with { type: 'json' };
import { matchPath, pageTitle, pathTo, routeCatalogue } from './index.ts';
import { routeTitle } from './titles.ts';

const ids = routeCatalogue.map((r) => r.id);
const byId = new Map(routeCatalogue.map((r) => [r.id as string, r]));

describe('route catalogue (spec §2)', () => {
  it('lists every public page the spec names as anonymous', () => {
    const specPublic =
      'about missionvision gallery login loging GenerateOTP GeneratePassword ChangePassword forgotpassword archivedtenders listofcorrigendums contact contactus downloads faq help webinformationmanager relatedlinks bidawards latestactivetenders activecorrigendums grievanceuserregistration textcontentsave appeals actrules centralactrules instructionrelatedtosppp wbadbmdb oonc appeal feedback ChooseGrievance biddingDocuments debarredbidder debarredbiddercorrigendumlist registeredbidder globaltenders highvaluetenders productcategory tendersbyproductcategory screenreaderaccess cancelledtenders trainings sitemap announcementdisplay gembids gembidsfullview alertbox appealFullView activetendersfullview DirectPurchasefullview DirectPurchaseCarrigendumfullview corrigendumfullview aocfullview captcha tendercalendar grievancestest openingtoday disclaimer termsofuse privacypolicy copyrightspolicy hyperlinkingpolicy annualprocurementplandisplay dpcorrigendumlist registeredbiddercorrigendumlist'.split(
        ' ',
      );
    for (const id of [
      ...specPublic,
      'home',
      'pageunderconstruction',
      'error',
      'accessdenied',
      'serverdown',
    ]) {
      expect(byId.get(id)?.access, id).toBe('anonymous');
    }
  });

  it('has the eight master levels for entry, modify and update by id, named as the spec names them', () => {
    for (const level of ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']) {
      expect(byId.get(`masterentrylevel${level}`)?.path).toBe(`masterentrylevel${level}`);
      expect(byId.get(`mastermodifylevel${level}`)?.path).toBe(`mastermodifylevel${level}`);
      expect(byId.get(`mastermodifylevel${level}Id`)?.path).toBe(`mastermodifylevel${level}/:id`);
      expect(byId.get(`mastermodifylevel${level}Id`)?.access).toBe('staticMenu');
    }
    expect(routeTitle('mastermodifylevelfourId', 'en')).toBe('Department Name Update');
    expect(routeTitle('masterentrylevelone', 'en')).toBe('Ministry/Secretariat');
    expect(routeTitle('masterentryleveleight', 'en')).toBe('Block');
  });

  it('has the organisation drill-down levels and the {id} variants of the spec', () => {
    for (const id of [
      'orgwisedrilldownsiteorigin',
      'orgwisedrilldownlevelthree',
      'orgwisedrilldownlevelsix',
    ]) {
      expect(byId.get(id)?.access).toBe('staticMenu');
    }
    expect(byId.get('grievancestatusupdate')?.path).toBe('grievancestatusupdate/:id');
    expect(byId.get('announcemententryformId')?.path).toBe('announcemententryform/:id');
    expect(byId.get('rolemasterupdate')?.path).toBe('rolemasterupdate/:id');
    expect(byId.get('annualprocurementplanId')?.access).toBe('staticMenu');
  });

  it('marks the pages the spec marks staticMenu, and the rest of the logged-in pages as menu-checked', () => {
    for (const id of [
      'directpurchasepreview',
      'aoc',
      'aocupdate',
      'aocpreview',
      'feedbacklist',
      'menuAuth',
      'usertransfer',
    ]) {
      expect(byId.get(id)?.access, id).toBe('staticMenu');
    }
    for (const id of [
      'directpurchase',
      'aoclist',
      'rolemaster',
      'usercreation',
      'orgwisetenderreport',
      'bidderupload',
    ]) {
      expect(byId.get(id)?.access, id).toBe('menu');
    }
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(ids).size).toBe(ids.length);
    const paths = routeCatalogue.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a title in English and a distinct one in Assamese, and no two pages the same title', () => {
    expect(Object.keys(enTitles).sort()).toEqual([...ids].sort());
    expect(Object.keys(asTitles).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const en = (enTitles as Record<string, string>)[id];
      const as = (asTitles as Record<string, string>)[id];
      expect(en, id).toBeTruthy();
      expect(as, id).toBeTruthy();
      expect(as, `${id} is not translated`).not.toBe(en);
      expect(as, `${id} should be in Assamese script`).toMatch(/[\u0980-\u09FF]/);
    }
    for (const titles of [enTitles, asTitles]) {
      const values = Object.values(titles);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('typed links and path matching', () => {
  it('builds links from the catalogue with the language prefix and parameters', () => {
    expect(pathTo('en', 'home')).toBe('/en');
    expect(pathTo('asm', 'latestactivetenders')).toBe('/asm/latestactivetenders');
    expect(pathTo('en', 'grievancestatusupdate', { id: 42 })).toBe('/en/grievancestatusupdate/42');
    expect(pathTo('en', 'mastermodifylevelfourId', { id: 'a/b' })).toBe('/en/mastermodifylevelfour/a%2Fb');
  });

  it('refuses to build a link without a parameter the route needs', () => {
    expect(() => pathTo('en', 'grievancestatusupdate')).toThrow(/needs parameter id/);
  });

  it('matches browser paths to routes, and nothing else', () => {
    expect(matchPath('/asm/about')).toMatchObject({ prefix: 'asm', lang: 'as', route: { id: 'about' } });
    expect(matchPath('/en')).toMatchObject({ route: { id: 'home' } });
    expect(matchPath('/en/')).toMatchObject({ route: { id: 'home' } });
    expect(matchPath('/en/grievancestatusupdate/9')).toMatchObject({
      route: { id: 'grievancestatusupdate' },
    });
    expect(matchPath('/en/grievancestatusupdate')).toBeUndefined();
    expect(matchPath('/hi/about')).toBeUndefined();
    expect(matchPath('/en/about/more')).toBeUndefined();
    expect(matchPath('/en/%E0%A4%A')).toBeUndefined();
  });

  it('titles a page "route title | portal name" (spec §2)', () => {
    expect(pageTitle('About Us', 'State Public Procurement Portal, Assam')).toBe(
      'About Us | State Public Procurement Portal, Assam',
    );
  });
});
