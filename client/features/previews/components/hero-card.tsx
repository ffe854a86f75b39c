/**
 * The homepage's hero card: image, headline, a line of text and an optional call to action. Its
 * links were checked by the gateway (https or a path of this site only).
 */
import type { HeroCard as Hero } from '../../../../shared/contract/previews.ts'

export function HeroCard({ hero }: { hero: Hero }) {
  return (
    <section className="hero-card" aria-labelledby="hero-card-title">
      <img className="hero-card__image" src={hero.imageUrl} alt="" width={1360} height={560} />
      <div className="hero-card__body">
        <h2 id="hero-card-title" className="hero-card__title">
          {hero.title}
        </h2>
        {hero.body && <p>{hero.body}</p>}
        {hero.ctaText && hero.ctaUrl && (
          <a className="button button--primary hero-card__cta" href={hero.ctaUrl}>
            {hero.ctaText}
          </a>
        )}
      </div>
    </section>
  )
}
