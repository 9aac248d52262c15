/** A query string's values; `undefined` and `null` leave the name out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface UploadProgress {
  loaded: number;
  /** Absent when the browser cannot tell the body's size. */
  total?: number;
}

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up; 0 waits as long as the answer takes (an export's stream). */
  timeout?: number;
  /** `blob` for a file to save; an error's body is read as JSON all the same. */
  responseType?: 'json' | 'blob';
  /** Only an upload asks: the bytes sent so far, as they leave the browser. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface HttpRequest extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON-encoded, except a FormData, which goes as multipart with the browser's boundary. */
  body?: unknown;
  headers: Record<string, string>;
  timeout: number;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Names in lower case, as HTTP/2 and `fetch` give them. */
  headers: Record<string, string>;
}

/**
 * Sends one request and resolves with the server's answer, whatever its status; rejects only when no
 * answer came (the network failed, the time ran out, the caller cancelled).
 */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** The URL with its query string: `filter[keyword]=ann` is written as the server reads it (API.md). */
export function urlWithParams(url: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The body as sent, and the type it is sent as (none for a form: the browser writes it with its boundary). */
function encoded(body: unknown): { payload: BodyInit | undefined; type: string | undefined } {
  if (body === undefined) return { payload: undefined, type: undefined };
  if (body instanceof FormData) return { payload: body, type: undefined };
  return { payload: JSON.stringify(body), type: 'application/json' };
}

function headersFor(request: HttpRequest, type: string | undefined): Record<string, string> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
  );
  if (type) headers['Content-Type'] = type;
  return headers;
}

/** A JSON answer as its value; any other text as it came (a proxy's error page), empty as ''. */
function parsed(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function signalFor(request: HttpRequest): AbortSignal | undefined {
  const signals = [request.signal, request.timeout > 0 ? AbortSignal.timeout(request.timeout) : undefined];
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
}

async function viaFetch(request: HttpRequest): Promise<HttpResponse> {
  const { payload, type } = encoded(request.body);
  const response = await fetch(urlWithParams(request.url, request.params), {
    method: request.method,
    headers: headersFor(request, type),
    body: payload,
    signal: signalFor(request),
  });
  return answerOf(response, request.responseType);
}

/** A `fetch` answer as the app's clients read one: headers by lower-case name, the body parsed. */
export async function answerOf(
  response: Response,
  responseType: RequestOptions['responseType'] = 'json',
): Promise<HttpResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const data = responseType === 'blob' && response.ok ? await response.blob() : parsed(await response.text());
  return { data, status: response.status, headers };
}

/** `fetch` cannot tell how much of a body has been sent; an upload that shows its progress goes this way. */
function viaXhr(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, urlWithParams(request.url, request.params));
    const { payload, type } = encoded(request.body);
    for (const [name, value] of Object.entries(headersFor(request, type))) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeout;
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    xhr.onload = () => {
      const headers: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ data: parsed(xhr.responseText), status: xhr.status, headers });
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new DOMException('The request took too long', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('The request was cancelled', 'AbortError'));
    if (request.signal?.aborted) {
      reject(new DOMException('The request was cancelled', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(payload as XMLHttpRequestBodyInit | undefined);
  });
}

/** The browser's own: `fetch`, or XMLHttpRequest for an upload that reports its progress. */
export const browserTransport: Transport = (request) =>
  request.onUploadProgress ? viaXhr(request) : viaFetch(request);
