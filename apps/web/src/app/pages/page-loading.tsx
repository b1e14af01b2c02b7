import Spin from 'antd/es/spin';

export function PageLoading() {
  return (
    <div className="pd-page-loading">
      <Spin />
    </div>
  );
}
