import type { ConfigDocument } from '../../../projections/configs/projection.js';
import type { ReadModels } from '../../../projections/runner/read-models.js';

/**
 * Which data policy a form linked to: the footer configuration holds its text, so the version is when that
 * text was saved; null while the privacy page shows the site's built-in text.
 */
export async function dataPolicyVersion(readModels: ReadModels): Promise<string | null> {
  const footer = await (await readModels.collection<ConfigDocument>('configs')).get('footer');
  return footer && 'privacyPolicyContent' in footer && footer.privacyPolicyContent ? footer.updatedAt : null;
}
