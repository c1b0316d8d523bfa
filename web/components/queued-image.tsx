import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../lib/cn";
import { loadImage } from "../lib/image-queue";

/** A photo loaded through the image queue, with a placeholder and 'Failed to load image'. */
export function QueuedImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    loadImage(src).then(
      (url) => live && setState({ url }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [src]);
  if (state.failed)
    return (
      <div className={cn("flex items-center justify-center gap-2 bg-slate-100 text-xs text-slate-500", className)}>
        <ImageOff className="size-4" aria-hidden /> Failed to load image
      </div>
    );
  if (!state.url) return <div className={cn("animate-pulse bg-slate-100", className)} aria-hidden />;
  return <img src={state.url} alt={alt} className={cn("object-cover", className)} />;
}
