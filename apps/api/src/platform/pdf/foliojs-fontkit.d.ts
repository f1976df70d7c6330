// @foliojs-fork/fontkit ships no types: it is fontkit 1.9 (the subsetting fixes pdf-lib's own fork lacks), the
// engine pdf-lib's registerFontkit takes.
declare module '@foliojs-fork/fontkit' {
  import type { Fontkit } from 'pdf-lib/cjs/types/fontkit'
  const fontkit: Fontkit
  export default fontkit
}
