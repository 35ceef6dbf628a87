// A certification provider's badge script: it draws the provider's badge into the spot the shop
// leaves for it (#shop-certification-widget).
(() => {
  const spot = document.getElementById('shop-certification-widget');
  if (!spot) throw new Error('certification widget: the page has no #shop-certification-widget');
  const link = document.createElement('a');
  link.href = 'https://certification.example/shops/intimfit';
  link.textContent = 'Certified shop: 97 % recommend (provider)';
  link.dataset.provider = 'certification';
  spot.append(link);
})();
