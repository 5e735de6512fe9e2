/** Browsers by the User-Agent token that names them, the more specific first (Edge and Opera also say Chrome). */
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bChrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bnode\b|undici/i, 'Node.js'],
];

const systems: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone|iPad|iPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X|Macintosh\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome on Linux": a User-Agent as a person reads it in the list of signed-in browsers. */
export function browserName(userAgent: string): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'An unknown browser');
}
