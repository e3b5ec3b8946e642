import { useState, type ImgHTMLAttributes } from 'react';
import { ImageIcon, ImageOff } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> {
  src: string;
  alt: string;
}

/** An image loaded lazily, with a placeholder icon while it loads and when it fails. */
export function LazyImage({ src, alt, className, onLoad, onError, ...props }: LazyImageProps) {
  const [state, setState] = useState<{ src: string; status: 'loading' | 'loaded' | 'failed' }>({ src, status: 'loading' });
  const status = state.src === src ? state.status : 'loading';
  return (
    <span className={cn('relative inline-flex items-center justify-center overflow-hidden bg-muted text-muted-foreground', className)}>
      {status !== 'loaded' ? (
        <span data-testid="lazy-image-placeholder" data-status={status} className="absolute inset-0 flex items-center justify-center">
          {status === 'failed' ? <ImageOff aria-hidden="true" className="size-6" /> : <ImageIcon aria-hidden="true" className="size-6" />}
        </span>
      ) : null}
      {status !== 'failed' ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={cn('h-full w-full object-cover transition-opacity', status === 'loaded' ? 'opacity-100' : 'opacity-0')}
          onLoad={(e) => {
            setState({ src, status: 'loaded' });
            onLoad?.(e);
          }}
          onError={(e) => {
            setState({ src, status: 'failed' });
            onError?.(e);
          }}
          {...props}
        />
      ) : (
        <span className="sr-only">{alt}</span>
      )}
    </span>
  );
}
