// One HTTP exchange with a timeout: fetch by default, XMLHttpRequest when the caller wants upload
// progress (fetch cannot report it). Answers without a response (timeout, network failure,
// caller abort) become ApiErrors here; answers are returned with their parsed body.
import { ApiError, CLIENT_ERROR_CODES, FALLBACK_ERROR_MESSAGE } from './errors';

/** The timer functions the HTTP layer uses (injectable, so tests control time). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Upload progress of a multipart request. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportDeps {
  fetch?: FetchLike | undefined;
  timers: Timers;
  /** Creates the XMLHttpRequest used for uploads with progress (default: the global one). */
  createXhr?: (() => XMLHttpRequest) | undefined;
}

export interface HttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** `blob` for a file answer (a 2xx body is then returned as a Blob). */
  responseType?: 'json' | 'blob' | undefined;
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
  /** For the errors: the route name and the request id. */
  requestName?: string | undefined;
  requestId?: string | undefined;
}

export interface HttpResponse {
  status: number;
  statusText: string;
  /** Parsed JSON; the text when it is not JSON; undefined when empty; a Blob for `blob`. */
  body: unknown;
}

const parseText = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isOk = (status: number) => status >= 200 && status < 300;

async function viaFetch(
  fetchImpl: FetchLike,
  req: HttpRequest,
  signal: AbortSignal,
): Promise<HttpResponse> {
  const response = await fetchImpl(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal,
    // spec 7: credentials on every request
    credentials: 'include',
  });
  const body =
    req.responseType === 'blob' && isOk(response.status)
      ? await response.blob()
      : parseText(await response.text());
  return { status: response.status, statusText: response.statusText, body };
}

function viaXhr(
  createXhr: () => XMLHttpRequest,
  req: HttpRequest,
  signal: AbortSignal,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    xhr.open(req.method, req.url, true);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = req.responseType === 'blob' ? 'blob' : 'text';
    const progress = req.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable || event.total <= 0) return;
        progress({
          loaded: event.loaded,
          total: event.total,
          percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
        });
      };
    }
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      void (async () => {
        const raw: unknown = xhr.response;
        let body: unknown;
        if (req.responseType === 'blob') {
          body = isOk(xhr.status) || !(raw instanceof Blob) ? raw : parseText(await raw.text());
        } else {
          body = parseText(typeof raw === 'string' ? raw : xhr.responseText);
        }
        resolve({ status: xhr.status, statusText: xhr.statusText, body });
      })().catch(reject);
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send((req.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * Sends one request and reads its answer, within `timeoutMs` (spec 7/9: 15 000 ms, the stock
 * service 10 s). No answer rejects with an ApiError of status 0: code TIMEOUT, NETWORK_ERROR,
 * or ABORTED when the caller's signal fired.
 */
export async function sendHttp(req: HttpRequest, deps: TransportDeps): Promise<HttpResponse> {
  const context = { requestName: req.requestName, requestId: req.requestId };
  if (req.signal?.aborted) {
    throw new ApiError({
      message: 'Aborted',
      status: 0,
      code: CLIENT_ERROR_CODES.aborted,
      ...context,
    });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = deps.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const onCallerAbort = () => controller.abort();
  req.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const XhrCtor = (globalThis as { XMLHttpRequest?: new () => XMLHttpRequest }).XMLHttpRequest;
    const createXhr = deps.createXhr ?? (XhrCtor ? () => new XhrCtor() : undefined);
    if (req.onUploadProgress && createXhr) {
      return await viaXhr(createXhr, req, controller.signal);
    }
    const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
    return await viaFetch(fetchImpl, req, controller.signal);
  } catch (error) {
    if (timedOut) {
      // spec 8 'Trading': 'Timeout'
      throw new ApiError({
        message: 'Timeout',
        status: 0,
        code: CLIENT_ERROR_CODES.timeout,
        cause: error,
        ...context,
      });
    }
    if (req.signal?.aborted) {
      throw new ApiError({
        message: 'Aborted',
        status: 0,
        code: CLIENT_ERROR_CODES.aborted,
        cause: error,
        ...context,
      });
    }
    throw new ApiError({
      message: FALLBACK_ERROR_MESSAGE,
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      cause: error,
      ...context,
    });
  } finally {
    deps.timers.clearTimeout(timer);
    req.signal?.removeEventListener('abort', onCallerAbort);
  }
}
