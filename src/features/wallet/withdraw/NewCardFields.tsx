import { useState } from 'react';
import { isBankCardNumber, type MemberBank } from '@contracts/wallet/withdraw';
import { branchesResource, citiesResource } from '../balance/resources';
import { cardNoText, pickBank, pickCity, pickProvince, type NewCard } from './newCard';
import { OptionSelect } from './OptionSelect';
import { WithdrawTexts } from './rules';
import { useOptions } from './useOptions';

/**
 * 使用新银行卡: bank, card number, then province → city → branch. Cities follow the province; the
 * branches follow the bank and the city together (findParkBank takes both), so changing either
 * asks again. The card must be the holder's own: the server pays only to the verified name.
 */
export function NewCardFields({
  bank,
  value,
  onChange,
}: {
  bank: Pick<MemberBank, 'banks' | 'provinces' | 'holder'>;
  value: NewCard;
  onChange: (next: NewCard) => void;
}) {
  const provinceId = value.province?.provinceId;
  const cityId = value.city?.cityId;
  const bankId = value.bank?.bankId;
  const cities = useOptions(citiesResource, provinceId ?? null);
  const branches = useOptions(
    branchesResource,
    cityId === undefined || bankId === undefined ? null : { cityId, bankId },
  );
  // Judged once the fan leaves the field: a 19-digit number fails the check at its 16th digit.
  const [cardTouched, setCardTouched] = useState(false);
  const badCard = cardTouched && value.cardNo !== '' && !isBankCardNumber(value.cardNo);
  return (
    <div className="wd-new" data-testid="withdraw-new-card">
      <p className="wd-hint">持卡人：{bank.holder}（请使用本人的银行卡）</p>
      <OptionSelect
        label="开户银行"
        testId="withdraw-bank"
        placeholder="请选择银行"
        options={bank.banks.map((b) => ({ id: b.bankId, name: b.name }))}
        value={bankId ?? null}
        onPick={(id) => onChange(pickBank(value, bank.banks.find((b) => b.bankId === id) ?? null))}
      />
      <label className="wd-field">
        <span className="wd-field__label">银行卡号</span>
        <input
          className="wd-field__input"
          data-testid="withdraw-card-no"
          inputMode="numeric"
          autoComplete="off"
          placeholder="请输入银行卡号"
          value={value.cardNo}
          onChange={(e) => onChange({ ...value, cardNo: cardNoText(e.target.value) })}
          onBlur={() => setCardTouched(true)}
        />
      </label>
      {badCard && (
        <p className="wd-problem" role="alert" data-testid="withdraw-card-problem">
          {WithdrawTexts.badCard}
        </p>
      )}
      <OptionSelect
        label="开户省份"
        testId="withdraw-province"
        placeholder="请选择省份"
        options={bank.provinces.map((p) => ({ id: p.provinceId, name: p.name }))}
        value={provinceId ?? null}
        onPick={(id) =>
          onChange(pickProvince(value, bank.provinces.find((p) => p.provinceId === id) ?? null))
        }
      />
      <OptionSelect
        label="开户城市"
        testId="withdraw-city"
        placeholder={provinceId === undefined ? '请先选择省份' : '请选择城市'}
        options={cities.items.map((c) => ({ id: c.cityId, name: c.name }))}
        value={cityId ?? null}
        list={cities}
        emptyText="该省份暂无城市"
        onPick={(id) =>
          onChange(pickCity(value, cities.items.find((c) => c.cityId === id) ?? null))
        }
      />
      <OptionSelect
        label="开户支行"
        testId="withdraw-branch"
        placeholder={
          cityId === undefined || bankId === undefined ? '请先选择银行和城市' : '请选择支行'
        }
        options={branches.items.map((b) => ({ id: b.branchId, name: b.name }))}
        value={value.branch?.branchId ?? null}
        list={branches}
        emptyText="该城市暂无支行"
        onPick={(id) =>
          onChange({ ...value, branch: branches.items.find((b) => b.branchId === id) ?? null })
        }
      />
    </div>
  );
}
