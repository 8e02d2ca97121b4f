import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../api/apiError';
import { problemText } from './problemText';
import { useCheckCatalogue } from './useCheckCatalogue';

/**
 * An ErrorList's `describe` for a refused publication: each blocking problem (a CC_01 item)
 * worded as the Checks tab words it, everything else the usual way.
 */
export function useProblemWording(): (error: ApiErrorItem) => string | undefined {
  const intl = useIntl();
  const catalogue = useCheckCatalogue();
  return (error) => (error.code === 'CC_01' && error.problem ? problemText(intl, error.problem, catalogue.get(error.problem.check)?.label) : undefined);
}
