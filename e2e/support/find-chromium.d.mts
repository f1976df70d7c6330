/** CHROMIUM_PATH when set, else the first `chromium` on the PATH (Debian's package); undefined when neither. */
export function findChromium(): string | undefined
