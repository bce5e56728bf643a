/** What the share sheet tells the fan. */
export const ShareTexts = {
  copied: '链接已复制',
  copiedForWechat: '链接已复制，打开微信粘贴给好友',
  manual: '复制失败，请长按下方链接手动复制',
  making: '图片生成中…',
  /** calls-errors-spec §8 "Image generation fails". */
  failed: '图片生成失败，请重试',
  saveHint: '长按图片保存，或',
} as const;
