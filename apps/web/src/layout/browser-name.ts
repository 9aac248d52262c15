// The browser and system a session signed in from, read from its User-Agent as a person names them
// ("Chrome 131 · Windows"). Order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131 · Windows"; what cannot be read is given as sent; null when nothing was sent. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent));
  if (!browser) return userAgent;
  const version = browser[0].exec(userAgent)?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [`${browser[1]} ${version}`, system].filter(Boolean).join(' · ');
}
