import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { SourceText } from '../../components/source-text.tsx';

/**
 * The district of the work and how it was found (issue #14 item 3, docs/decisions/028): a
 * district or place named in the location or title, else the pincode's district; and the
 * pincode's district (usually the inviting office's) when it is another. Its sentences are a
 * catalogue of their own (`tender-district`), read only by full views, so the lists' first
 * load does not carry them (scripts/check-bundle-size.ts).
 */
export function WorkDistrict({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation(['tender-district', 'tenders']);
  const office = tender.officeDistrict;
  return (
    <>
      {tender.district ? <SourceText text={tender.district} /> : t('tenders:values.notAvailable')}
      <Text component="span" display="block" size="sm" c="dimmed" className="district-basis">
        {t(`basis.${tender.districtBasis}`, {
          name: tender.districtBasisName,
          district: tender.district,
          pincode: tender.pincode ?? '',
        })}
      </Text>
      {office && office !== tender.district && tender.pincode ? (
        <Text component="span" display="block" size="sm" c="dimmed">
          {t('basis.office', { pincode: tender.pincode, district: office })}
        </Text>
      ) : null}
    </>
  );
}
