import {
  API_BASE,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  apiErrorFromBody,
  parseBody,
} from '../../../lib/api-client';
import { authorizationHeader } from '../../../lib/session';

export const DOWNLOAD_FAILED = 'Failed to download the resume';

/**
 * Downloads an application's resume. The file needs the business's bearer token, which a plain
 * link cannot carry, so it is fetched and handed to the browser as a saved file.
 */
export async function downloadResume(applicationId: number, fileName: string): Promise<void> {
  const headers = new Headers();
  const auth = authorizationHeader();
  if (auth) headers.set('Authorization', auth);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/business/applications/${applicationId}/resume`, {
      headers,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = parseBody(await response.text().catch(() => ''));
    throw apiErrorFromBody(response.status, body, DOWNLOAD_FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
