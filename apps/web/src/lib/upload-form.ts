import {
  API_BASE,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  apiErrorFromBody,
  parseBody,
  type ApiRequestOptions,
} from './api-client';
import { authorizationHeader } from './session';

export type UploadProgress = { loaded: number; total: number };

export type UploadFormOptions = Pick<
  ApiRequestOptions,
  'fallbackMessage' | 'networkMessage' | 'signal'
> & {
  /** Called as the body goes out (fetch cannot report upload progress; XMLHttpRequest can). */
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POSTs a multipart form to the API and returns the parsed answer, throwing the same ApiError
 * as apiRequest. Built on XMLHttpRequest for its upload progress events, so a large resume
 * shows how far it has got on a slow phone connection.
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadFormOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader('Authorization', auth);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) {
        options.onProgress?.({ loaded: event.loaded, total: event.total });
      }
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(apiErrorFromBody(xhr.status, body, options.fallbackMessage));
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, options.networkMessage ?? NETWORK_ERROR_MESSAGE)),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
