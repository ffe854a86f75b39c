/** One price record: its product image and description, the Nectar Price against the Non-Nectar Price. */
import type { Price } from '../../../../shared/contract/prices.ts'

export function PriceCard({ price }: { price: Price }) {
  return (
    <li className="price-card">
      {price.imageUrl && (
        <img
          className="price-card__image"
          src={price.imageUrl}
          alt=""
          width={300}
          height={169}
          loading="lazy"
        />
      )}
      <h3 className="price-card__description">{price.description}</h3>
      <p className="price-card__category">{price.category}</p>
      <dl className="price-card__prices">
        <div className="price-card__nectar">
          <dt>Nectar Price</dt>
          <dd>{price.nectarPrice}</dd>
        </div>
        <div className="price-card__regular">
          <dt>Non-Nectar Price</dt>
          <dd>{price.nonNectarPrice}</dd>
        </div>
      </dl>
      <p className="price-card__saving">You save {price.discount}</p>
    </li>
  )
}
