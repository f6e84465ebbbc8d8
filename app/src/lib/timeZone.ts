/** The browser's IANA zone ('Europe/Paris'), or undefined where the runtime cannot tell (the API uses UTC). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
