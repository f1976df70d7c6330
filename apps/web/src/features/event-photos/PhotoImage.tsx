/** An album picture in its tile: the small copy made at upload, or the original scaled by the browser without one. */
export function PhotoImage({ photo }: { photo: { thumbnailUrl: string; caption?: string | null } }) {
  return (
    <img
      src={photo.thumbnailUrl}
      alt={photo.caption ?? ''}
      loading="lazy"
      style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
    />
  )
}
