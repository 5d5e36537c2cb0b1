import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { LazyImage } from '../../../components/ui/lazy-image';

/**
 * A product's (or collection's) picture in a square box — full width by default, or the size the
 * caller's classes give the box; a quiet placeholder when there is no picture.
 */
export function ProductImage({
  src,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex aspect-square items-center justify-center overflow-hidden bg-slate-100 text-slate-400',
        className,
      )}
    >
      {src ? (
        <LazyImage src={src} alt={alt} className="block size-full object-cover" />
      ) : (
        <Icon name="image" className="size-1/3 max-h-12 max-w-12" />
      )}
    </span>
  );
}
