import { closeModal, openModal } from '@shared/overlays';
import { levelName, promotionText } from './rules';

/**
 * The congratulation popup of a rise (product-spec §4 "User level"), with its publish button; the
 * modal around it is the dialog, named by the title.
 */
function PromotionPopup(props: { level: number; onPublish: () => void }) {
  const { title, message } = promotionText(props.level);
  return (
    <div className="uc-level" data-testid="level-promotion">
      <div className="uc-level__medal" aria-hidden="true">
        Lv{props.level}
      </div>
      <h2 className="uc-level__title">{title}</h2>
      <p className="uc-level__text">{message}</p>
      {props.level >= 2 && (
        <p className="uc-level__rule">
          保级条件：每月推荐不少于30场、活跃不少于15天、月回报率不低于0%，月回报率排名前20
        </p>
      )}
      <div className="uc-level__actions">
        <button type="button" className="uc-level__later" onClick={closeModal}>
          稍后再说
        </button>
        <button
          type="button"
          className="btn btn--primary uc-level__go"
          data-testid="level-publish"
          onClick={props.onPublish}
        >
          去发布
        </button>
      </div>
    </div>
  );
}

/** The demotion popup: the last level log's reason, or 很抱歉您已被降级. */
function DemotionPopup(props: { text: string; level: number }) {
  return (
    <div className="uc-level is-down" data-testid="level-demotion">
      <h2 className="uc-level__title">等级变更通知</h2>
      <p className="uc-level__badge">当前等级：{levelName(props.level)}</p>
      <p className="uc-level__text" data-testid="level-demotion-text">
        {props.text}
      </p>
      <div className="uc-level__actions">
        <button type="button" className="btn btn--primary uc-level__go" onClick={closeModal}>
          我知道了
        </button>
      </div>
    </div>
  );
}

export function showPromotionPopup(level: number, publish: () => void): void {
  openModal(
    <PromotionPopup
      level={level}
      onPublish={() => {
        closeModal();
        publish();
      }}
    />,
  );
}

export function showDemotionPopup(text: string, level: number): void {
  openModal(<DemotionPopup text={text} level={level} />);
}
