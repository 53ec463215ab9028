import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { LeafIcon } from "@/components/ui/icons";

/** An article's picture, or a calm gradient with the title when it is missing or broken. */
export function ArticleImage({
  src,
  title,
  priority = false,
  sizes,
}: {
  src: string | null | undefined;
  title: string;
  priority?: boolean;
  sizes: string;
}) {
  return (
    <ImageWithFallback
      src={src}
      alt=""
      priority={priority}
      sizes={sizes}
      defaultWidth={priority ? 1200 : 800}
      className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
      fallback={
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-forest-900 via-forest-700 to-sand-500 p-6 text-center text-white"
          aria-hidden="true"
        >
          <LeafIcon className="size-8 opacity-80" />
          <span className="line-clamp-2 font-serif text-lg leading-tight opacity-90">{title}</span>
        </div>
      }
    />
  );
}
