/** An album picture in its tile: the original, scaled and cropped by the browser (no thumbnails yet, decision 0059). */
export function PhotoImage({ photo }: { photo: { url: string; caption?: string | null } }) {
  return (
    <img
      src={photo.url}
      alt={photo.caption ?? ''}
      loading="lazy"
      style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
    />
  )
}
